import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gazetteer } from '#contracts/gazetteer';
import { normalizeSearchText } from '#contracts/search-text';
import { LABEL_KINDS, type LabelKind, type LabelRow } from '#contracts/vocabulary';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useSaveArabicLabel, vocabularyLabelsQueryOptions } from '../api/admin-vocabulary-labels.ts';
import { type ActionStatus, ActionStatusLine } from '../../kit/components/status.tsx';
import { VOCABULARY_NS } from '../i18n.ts';
import { useCan } from '../../kit/api/account.ts';

/** Rows shown at most per kind; the filter finds the others. */
const SHOWN = 60;

/**
 * The bilingual vocabulary (docs/behaviour.md §804): each topic, language and place name with its
 * Arabic form, which Arabic pages, facets, chips and citations show. Saved one name at a time.
 */
export function VocabularyPage() {
  const { t } = useTranslation(VOCABULARY_NS);
  const labels = useQuery(vocabularyLabelsQueryOptions());
  const [filter, setFilter] = useState('');
  const [kind, setKind] = useState<LabelKind>('topic');
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const filterId = useId();

  if (labels.isPending) return <Spinner label={t('vocabulary.loading')} showLabel />;
  if (labels.isError) return <ErrorBox message={t('vocabulary.error')} />;

  const wanted = normalizeSearchText(filter);
  const rows = labels.data.filter(
    (row) => row.kind === kind && (wanted === '' || normalizeSearchText(`${row.value} ${row.label_ar}`).includes(wanted)),
  );
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">{t('vocabulary.title')}</h1>
      <p className="text-gray-600">{t('vocabulary.description')}</p>
      <div role="group" aria-label={t('vocabulary.kind')} className="flex flex-wrap gap-2">
        {LABEL_KINDS.map((each) => (
          <Button
            key={each}
            variant={each === kind ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={each === kind}
            onClick={() => setKind(each)}
          >
            {t(`vocabulary.kinds.${each}`)}
          </Button>
        ))}
      </div>
      <div className="max-w-sm">
        <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-gray-700">
          {t('vocabulary.filter')}
        </label>
        <Input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </div>
      <ActionStatusLine status={status} />
      {rows.length === 0 ? <p className="p-6 text-center text-gray-600">{t('vocabulary.empty')}</p> : null}
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label={t(`vocabulary.kinds.${kind}`)}>
        {rows.slice(0, SHOWN).map((row) => (
          <LabelEditor key={`${row.kind}:${row.value}:${row.label_ar}`} row={row} onStatus={setStatus} />
        ))}
      </ul>
      {rows.length > SHOWN ? <p className="text-sm text-gray-600">{t('vocabulary.more', { count: rows.length - SHOWN })}</p> : null}
    </div>
  );
}

function LabelEditor({ row, onStatus }: { row: LabelRow; onStatus: (status: ActionStatus | null) => void }) {
  const { t } = useTranslation(VOCABULARY_NS);
  const save = useSaveArabicLabel();
  // The Arabic forms show on every page: an editor's change; other roles read them (contracts/permissions.ts).
  const editable = useCan()('media.edit');
  const [value, setValue] = useState(row.label_ar);
  const inputId = useId();
  const hint = row.kind === 'place' ? gazetteer.arabicName(row.value) : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!editable) return;
    onStatus(null);
    save.mutate(
      { kind: row.kind, value: row.value, label_ar: value.trim() },
      {
        onSuccess: () => onStatus({ tone: 'ok', text: t('vocabulary.saved', { name: row.value }) }),
        onError: () => onStatus({ tone: 'error', text: t('vocabulary.saveError', { name: row.value }) }),
      },
    );
  };
  return (
    <li>
      <form onSubmit={onSubmit} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
        <label htmlFor={inputId} dir="auto" className="min-w-0 flex-1 text-start font-medium text-gray-900">
          {row.value}
        </label>
        <Input
          id={inputId}
          lang="ar"
          dir="rtl"
          value={value}
          placeholder={hint ?? t('vocabulary.arabicForm')}
          onChange={(event) => setValue(event.target.value)}
          className="sm:max-w-xs"
          readOnly={!editable}
        />
        {editable && (
          <Button type="submit" size="sm" variant="secondary" disabled={save.isPending || value.trim() === row.label_ar}>
            {t('vocabulary.save')}
          </Button>
        )}
      </form>
    </li>
  );
}
