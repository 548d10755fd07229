import { defineNamespace } from '../../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The recordings panel and uploads texts, loaded with the chunks that show them (docs/i18n.md). */
export const RECORDINGS_NS = defineNamespace('adminRecordings', { en, ar });
