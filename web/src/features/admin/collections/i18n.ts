import { defineNamespace } from '../../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The collections screens' texts, loaded with the chunks that show them (docs/i18n.md). */
export const COLLECTIONS_NS = defineNamespace('adminCollections', { en, ar });
