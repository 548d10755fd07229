import { defineNamespace } from '../../../lib/i18n.ts';
import { ADMIN_NS } from '../kit/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The recordings panel and uploads texts, loaded with the chunks that show them (docs/i18n.md). */
export const RECORDINGS_NS = defineNamespace('adminRecordings', { en, ar });
/** For components that also read the kit's texts, written `admin:…`. */
export const RECORDINGS_NAMESPACES = [RECORDINGS_NS, ADMIN_NS] as const;
