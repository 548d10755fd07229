import { defineNamespace } from '../../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The messages inbox texts, loaded with the chunks that show them (docs/i18n.md). */
export const MESSAGES_NS = defineNamespace('adminMessages', { en, ar });
