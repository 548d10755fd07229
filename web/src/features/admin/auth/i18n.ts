import { defineNamespace } from '../../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The sign-in texts, loaded with the chunks that show them (docs/i18n.md). */
export const AUTH_NS = defineNamespace('adminAuth', { en, ar });
