import { defineNamespace } from '../../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The vocabulary page texts, loaded with the chunks that show them (docs/i18n.md). */
export const VOCABULARY_NS = defineNamespace('adminVocabulary', { en, ar });
