/**
 * The part of a public address that names a collection, a place or a person (`/collections/{slug}`):
 * lower-case Latin letters and digits, or letters of another script, joined by single hyphens. No zod
 * here: the app's pages build links with it.
 */
export const SLUG_MAX = 80;
const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

export const isSlug = (text: string): boolean => text.length > 0 && text.length <= SLUG_MAX && SLUG_PATTERN.test(text);

/**
 * A collection's slug, which staff choose: Latin letters and digits only, since it is also the OAI-PMH set's name
 * (`collection:{slug}`), where the protocol allows no other letters.
 */
export const isLatinSlug = (text: string): boolean => isSlug(text) && /^[a-z0-9-]+$/.test(text);
