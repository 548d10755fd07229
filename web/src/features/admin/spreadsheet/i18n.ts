import { defineNamespace } from '../../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The spreadsheet page's texts, loaded with its chunk (docs/i18n.md). */
export const SPREADSHEET_NS = defineNamespace('adminSpreadsheet', { en, ar });
