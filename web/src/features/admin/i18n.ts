import { defineNamespace } from '../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The admin namespace ships with the admin chunk (docs/i18n.md: loaded with its lazy chunk). */
export const ADMIN_NS = defineNamespace('admin', { en, ar });
