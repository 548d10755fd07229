import { defineNamespace } from '../../../lib/i18n.ts';
import { ADMIN_NS } from '../kit/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The messages inbox texts, loaded with the chunks that show them (docs/i18n.md). */
export const MESSAGES_NS = defineNamespace('adminMessages', { en, ar });
/** For components that also read the kit's texts, written `admin:…`. */
export const MESSAGES_NAMESPACES = [MESSAGES_NS, ADMIN_NS] as const;
