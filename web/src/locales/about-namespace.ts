import { defineNamespace } from '../lib/i18n.ts';
import ar from './ar/about.json';
import en from './en/about.json';

/** The About page's texts travel with its chunk, not with the home page bundle (docs/i18n.md). */
const ABOUT_NS = defineNamespace('about', { en, ar });
/** For components that also read `common:`-prefixed keys. */
export const ABOUT_NAMESPACES = [ABOUT_NS, 'common'] as const;
