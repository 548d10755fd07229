// Kept apart from site.ts and its zod schemas: the footer ships with every page, and zod does not
// belong in the home page's scripts (docs/behaviour.md §800).
import type { SocialLink } from './site.ts';

/**
 * The footer's four networks in the order it shows them, each at its home page until SOCIAL_LINKS
 * names the project's own address there (docs/behaviour.md §800).
 */
export const DEFAULT_SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'youtube', url: 'https://www.youtube.com/' },
  { network: 'whatsapp', url: 'https://www.whatsapp.com/' },
  { network: 'facebook', url: 'https://www.facebook.com/' },
  { network: 'instagram', url: 'https://www.instagram.com/' },
];
