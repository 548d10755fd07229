import { defineNamespace } from '../lib/i18n.ts';
import ar from './ar/records.json';
import en from './en/records.json';

/**
 * The texts of the pages that gather interviews under a record of their own: collections, places and people
 * (docs/behaviour.md §1200). Loaded with those pages' chunks (and the archive's, whose search shows such records),
 * never with the home page.
 */
const RECORDS_NS = defineNamespace('records', { en, ar });
/** For components that also read `common:`-prefixed keys. */
export const RECORDS_NAMESPACES = [RECORDS_NS, 'common'] as const;
