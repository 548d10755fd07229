import { registerNamespace } from '../lib/i18n.ts';
import ar from './ar/browse.json';
import en from './en/browse.json';

/**
 * The archive page's facet, sort and count texts, loaded with its chunk rather than the home
 * page's (the facet names, which cards also show, stay in `common`). Read with
 * `useTranslation(BROWSE_NAMESPACES, { nsMode: 'fallback' })`: keys are looked up in `common`, then here.
 */
registerNamespace('browse', { en, ar });
export const BROWSE_NAMESPACES = ['common', 'browse'] as const;
