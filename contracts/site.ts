import { z } from 'zod';

/** Networks the footer has an icon for; SOCIAL_LINKS names them. */
const SOCIAL_NETWORKS = ['youtube', 'whatsapp', 'facebook', 'instagram'] as const;
const SocialNetworkSchema = z.enum(SOCIAL_NETWORKS);
export type SocialNetwork = z.infer<typeof SocialNetworkSchema>;

const SocialLinkSchema = z.object({ network: SocialNetworkSchema, url: z.string() });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** decision: what the public pages need of the server's configuration (GET /api/u/site/). */
export const SiteSettingsSchema = z.object({ social_links: z.array(SocialLinkSchema) });
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/**
 * SOCIAL_LINKS: `network=https://…` pairs separated by commas or spaces, in the order the footer
 * shows them, e.g. `youtube=https://www.youtube.com/@atlas,facebook=https://www.facebook.com/atlas`.
 * Unset or empty: no social links. Anything else is a configuration mistake, said at start-up.
 */
export function parseSocialLinks(value: string | undefined): SocialLink[] {
  const links: SocialLink[] = [];
  for (const pair of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [name, ...rest] = pair.split('=');
    const url = rest.join('=');
    const network = SocialNetworkSchema.safeParse(name?.trim().toLowerCase());
    if (!network.success) throw new Error(`SOCIAL_LINKS: unknown network "${name}" (use ${SOCIAL_NETWORKS.join(', ')})`);
    if (!/^https?:\/\/[^\s/]+/i.test(url)) throw new Error(`SOCIAL_LINKS: ${network.data} needs an http(s) address, got "${url}"`);
    links.push({ network: network.data, url });
  }
  return links;
}
