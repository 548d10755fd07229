import { defineNamespace } from '../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The `map` namespace arrives with the map chunk (docs/i18n.md keeps it out of the main bundle). */
export const MAP_NS = defineNamespace('map', { en, ar });
