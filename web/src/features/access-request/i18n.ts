import { defineNamespace } from '../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The request-access texts travel with the video page's chunk that shows the form (docs/i18n.md). */
export const ACCESS_REQUEST_NS = defineNamespace('accessRequest', { en, ar });
