import { defineNamespace } from '../lib/i18n.ts';
import ar from './ar/ebooks.json';
import en from './en/ebooks.json';

/** The e-books page's texts travel with its chunk, not with the home page bundle (docs/i18n.md). */
const EBOOKS_NS = defineNamespace('ebooks', { en, ar });
/** For components that also read `common:`-prefixed keys. */
export const EBOOKS_NAMESPACES = [EBOOKS_NS, 'common'] as const;
