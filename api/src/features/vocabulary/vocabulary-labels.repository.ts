import { type ArabicLabels, LABEL_KINDS, type LabelInput, type LabelKind } from '#contracts/vocabulary';
import type { DbOrTx } from '../../db/database.ts';

/** Every Arabic form staff entered, by kind (stored name → Arabic form). */
export async function readArabicLabels(db: DbOrTx): Promise<ArabicLabels> {
  const rows = await db.selectFrom('vocabulary_labels').select(['kind', 'value', 'label_ar']).orderBy('kind').orderBy('value').execute();
  const labels: ArabicLabels = { topic: {}, language: {}, place: {} };
  for (const row of rows)
    if ((LABEL_KINDS as readonly string[]).includes(row.kind)) labels[row.kind as LabelKind][row.value] = row.label_ar;
  return labels;
}

/** Names of a lookup table (every one, used or not: an Arabic form may be entered before a video uses it). */
export async function listNames(db: DbOrTx, table: 'topics' | 'languages' | 'places' | 'regions'): Promise<string[]> {
  return (await db.selectFrom(table).select('name').orderBy('name').execute()).map((row) => row.name);
}

/** Sets one Arabic form, or removes it when `label_ar` is empty. */
export async function writeArabicLabel(db: DbOrTx, input: LabelInput): Promise<void> {
  if (input.label_ar === '') {
    await db.deleteFrom('vocabulary_labels').where('kind', '=', input.kind).where('value', '=', input.value).execute();
    return;
  }
  const now = new Date().toISOString();
  await db
    .insertInto('vocabulary_labels')
    .values({ kind: input.kind, value: input.value, label_ar: input.label_ar, updated_at: now })
    .onConflict((oc) => oc.columns(['kind', 'value']).doUpdateSet({ label_ar: input.label_ar, updated_at: now }))
    .execute();
}
