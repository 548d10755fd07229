import { defineNamespace } from '../../../lib/i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/**
 * The kit's texts: the layout's, and those shown by more than one admin domain (docs/i18n.md). They travel with
 * the layout's chunk and with every chunk whose components read them; each domain has its own namespace.
 */
export const ADMIN_NS = defineNamespace('admin', { en, ar });
