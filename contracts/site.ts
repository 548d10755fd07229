import { z } from 'zod';
import { DEFAULT_SOCIAL_LINKS } from './social-links.ts';

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
 * SOCIAL_LINKS: `network=https://…` pairs separated by commas or spaces, each setting that network's
 * target, e.g. `youtube=https://www.youtube.com/@atlas,facebook=https://www.facebook.com/atlas`.
 * The four links are always given, in the footer's order; a network not named keeps its home page.
 * Anything else is a configuration mistake, said at start-up.
 */
export function parseSocialLinks(value: string | undefined): SocialLink[] {
  const targets = new Map<SocialNetwork, string>();
  for (const pair of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [name, ...rest] = pair.split('=');
    const url = rest.join('=');
    const network = SocialNetworkSchema.safeParse(name?.trim().toLowerCase());
    if (!network.success) throw new Error(`SOCIAL_LINKS: unknown network "${name}" (use ${SOCIAL_NETWORKS.join(', ')})`);
    if (!/^https?:\/\/[^\s/]+/i.test(url)) throw new Error(`SOCIAL_LINKS: ${network.data} needs an http(s) address, got "${url}"`);
    targets.set(network.data, url);
  }
  return DEFAULT_SOCIAL_LINKS.map((link) => ({ network: link.network, url: targets.get(link.network) ?? link.url }));
}
