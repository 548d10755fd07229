import { defineNamespace } from '../../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The people screens' texts, loaded with the chunk that shows them (docs/i18n.md). */
export const PEOPLE_NS = defineNamespace('adminPeople', { en, ar });
