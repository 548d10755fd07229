import { defineNamespace } from '../../lib/i18n.ts';
import ar from '../../locales/ar/contact.json';
import en from '../../locales/en/contact.json';

/** The contact texts travel with the contact chunk, not the home page bundle (docs/i18n.md). */
const CONTACT_NS = defineNamespace('contact', { en, ar });
/** For components that also read `common:`-prefixed keys. */
export const CONTACT_NAMESPACES = [CONTACT_NS, 'common'] as const;
