import fs from 'node:fs';
import path from 'node:path';
import type access from '../../web/src/features/admin/access/locales/en.json';
import type auth from '../../web/src/features/admin/auth/locales/en.json';
import type collections from '../../web/src/features/admin/collections/locales/en.json';
import type consent from '../../web/src/features/admin/consent/locales/en.json';
import type dashboard from '../../web/src/features/admin/dashboard/locales/en.json';
import type history from '../../web/src/features/admin/history/locales/en.json';
import type kit from '../../web/src/features/admin/kit/locales/en.json';
import type messages from '../../web/src/features/admin/messages/locales/en.json';
import type people from '../../web/src/features/admin/people/locales/en.json';
import type recordings from '../../web/src/features/admin/recordings/locales/en.json';
import type spreadsheet from '../../web/src/features/admin/spreadsheet/locales/en.json';
import type team from '../../web/src/features/admin/team/locales/en.json';
import type transcripts from '../../web/src/features/admin/transcripts/locales/en.json';
import type trash from '../../web/src/features/admin/trash/locales/en.json';
import type videos from '../../web/src/features/admin/videos/locales/en.json';
import type vocabulary from '../../web/src/features/admin/vocabulary/locales/en.json';
import type { Lang } from './browser.ts';

/**
 * Every admin text of a language, the kit's and each domain's namespace merged into one object (docs/i18n.md: their
 * keys never overlap), so a journey reads a label by its key without caring which namespace holds it.
 */
type AdminTexts = typeof access &
  typeof auth &
  typeof collections &
  typeof consent &
  typeof dashboard &
  typeof history &
  typeof kit &
  typeof messages &
  typeof people &
  typeof recordings &
  typeof spreadsheet &
  typeof team &
  typeof transcripts &
  typeof trash &
  typeof videos &
  typeof vocabulary;

function merge(into: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(from)) {
    const present = into[key];
    if (typeof value === 'object' && value !== null && typeof present === 'object' && present !== null)
      merge(present as Record<string, unknown>, value as Record<string, unknown>);
    else into[key] = value;
  }
}

function load(lang: Lang): AdminTexts {
  const root = path.resolve('web/src/features/admin');
  const texts: Record<string, unknown> = {};
  for (const domain of fs.readdirSync(root)) {
    const file = path.join(root, domain, 'locales', `${lang}.json`);
    if (fs.existsSync(file)) merge(texts, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>);
  }
  return texts as AdminTexts;
}

export const adminTexts: Record<Lang, AdminTexts> = { en: load('en'), ar: load('ar') };
