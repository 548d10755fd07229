import { defineNamespace } from '../../../lib/i18n.ts';
import { ADMIN_NS } from '../kit/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The interview's access panel and visitors' access requests texts, loaded with the chunks that show them (docs/i18n.md). */
export const ACCESS_NS = defineNamespace('adminAccess', { en, ar });
/** For components that also read the kit's texts, written `admin:…`. */
export const ACCESS_NAMESPACES = [ACCESS_NS, ADMIN_NS] as const;
