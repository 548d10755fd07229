import { defineNamespace } from '../../../lib/i18n.ts';
import { ADMIN_NS } from '../kit/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The transcript editor and import texts, loaded with the chunks that show them (docs/i18n.md). */
export const TRANSCRIPTS_NS = defineNamespace('adminTranscripts', { en, ar });
/** For components that also read the kit's texts, written `admin:…`. */
export const TRANSCRIPTS_NAMESPACES = [TRANSCRIPTS_NS, ADMIN_NS] as const;
