import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../i18n.ts';
import type { DiffLine, FieldChange } from '../snapshot-diff.ts';

/** Unchanged paragraphs around a change are kept for context; longer runs fold into a count. */
const CONTEXT = 1;

/** The changes of one save, field by field; removed text struck through, added text underlined. */
export function VersionDiff({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation(ADMIN_NS);
  if (changes.length === 0) return <p className="text-sm text-gray-600">{t('history.noChanges')}</p>;
  return (
    <dl className="space-y-3">
      {changes.map((change) => (
        <div key={change.key} data-testid="diff-field">
          <dt className="font-semibold text-gray-800">{t(`history.fields.${change.label}`, change.params ?? {})}</dt>
          <dd className="mt-1 space-y-1 text-sm">
            {folded(change.lines).map((line, index) =>
              typeof line === 'number' ? (
                <p key={index} className="italic text-gray-500">
                  {t('history.unchangedParagraphs', { count: line })}
                </p>
              ) : (
                <DiffParagraph key={index} line={line} />
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DiffParagraph({ line }: { line: DiffLine }) {
  const { t } = useTranslation(ADMIN_NS);
  if (line.kind === 'same')
    return (
      <p dir="auto" className="whitespace-pre-wrap text-gray-600">
        {line.text}
      </p>
    );
  const removed = line.kind === 'removed';
  const Tag = removed ? 'del' : 'ins';
  return (
    <p className={`rounded px-2 py-1 ${removed ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900'}`}>
      <span className="me-1 font-semibold" aria-hidden="true">
        {removed ? '−' : '+'}
      </span>
      <span className="sr-only">{removed ? t('history.removed') : t('history.added')}: </span>
      <Tag dir="auto" className="whitespace-pre-wrap">
        {line.text}
      </Tag>
    </p>
  );
}

/** Keeps changed lines and CONTEXT unchanged lines around them; other unchanged runs become their count. */
function folded(lines: DiffLine[]): (DiffLine | number)[] {
  const near = (index: number) => lines.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1).some((l) => l.kind !== 'same');
  const out: (DiffLine | number)[] = [];
  lines.forEach((line, index) => {
    if (line.kind !== 'same' || near(index)) out.push(line);
    else if (typeof out.at(-1) === 'number') out[out.length - 1] = (out.at(-1) as number) + 1;
    else out.push(1);
  });
  return out;
}
