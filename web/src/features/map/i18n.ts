import { registerNamespace } from '../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The `map` namespace arrives with the map chunk (lib/i18n.ts keeps it out of the main bundle). */
export const MAP_NS = 'map';
registerNamespace(MAP_NS, { en, ar });
