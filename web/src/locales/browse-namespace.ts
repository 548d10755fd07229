import { defineNamespace } from '../lib/i18n.ts';
import ar from './ar/browse.json';
import en from './en/browse.json';

/**
 * The archive page's facet, sort and count texts, loaded with its chunk rather than the home
 * page's (the facet names, which cards also show, stay in `common`). Read with
 * `useTranslation(BROWSE_NAMESPACES)`: keys are `browse` ones, `common:`-prefixed keys reach `common`.
 */
const BROWSE_NS = defineNamespace('browse', { en, ar });
export const BROWSE_NAMESPACES = [BROWSE_NS, 'common'] as const;
