import { registerNamespace } from '../../lib/i18n.ts';
import ar from '../../locales/ar/contact.json';
import en from '../../locales/en/contact.json';

/** The contact texts travel with the contact chunk, not the home page bundle. */
export const CONTACT_NS = ['contact', 'common'] as const;
registerNamespace('contact', { en, ar });
