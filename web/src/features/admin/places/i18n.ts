import { defineNamespace } from '../../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The places screen's texts, loaded with the chunk that shows them (docs/i18n.md). */
export const PLACES_NS = defineNamespace('adminPlaces', { en, ar });
