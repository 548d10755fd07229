import { defineNamespace } from '../../../lib/i18n.ts';
import { ADMIN_NS } from '../kit/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The videos list, preview, form and OHMS import texts, loaded with the chunks that show them (docs/i18n.md). */
export const VIDEOS_NS = defineNamespace('adminVideos', { en, ar });
/** For components that also read the kit's texts, written `admin:…`. */
export const VIDEOS_NAMESPACES = [VIDEOS_NS, ADMIN_NS] as const;
