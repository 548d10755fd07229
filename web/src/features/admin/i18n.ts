import { registerNamespace } from '../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The admin namespace ships with the admin chunk (docs/conventions.md: loaded with its lazy chunk). */
registerNamespace('admin', { en, ar });

export const ADMIN_NS = 'admin';
