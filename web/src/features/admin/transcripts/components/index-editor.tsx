import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, parseTime, TIME_PATTERN } from '#contracts/time';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { TRANSCRIPTS_NS } from '../i18n.ts';
import type { IndexPoint, IndexProblem } from '../editor-model.ts';

interface IndexEditorProps {
  points: IndexPoint[];
  onChange: (points: IndexPoint[]) => void;
  onMark: () => void;
  onSeek: (seconds: number) => void;
  /** Points the segment time rules refuse, by key (editor-model.ts indexProblems). */
  problems: Map<number, IndexProblem>;
  /** False for a role that reads only (contracts/permissions.ts `transcript.edit`): every field is locked, as the paragraphs are. */
  editable: boolean;
}

/**
 * Index points (segments) with a title, synopsis and keywords in both languages, marked at the player's
 * time. Memoised: typing in the transcript does not re-render the index.
 */
export const IndexEditor = memo(function IndexEditor({ points, onChange, onMark, onSeek, problems, editable }: IndexEditorProps) {
  const { t } = useTranslation(TRANSCRIPTS_NS);
  const update = (key: number, patch: Partial<IndexPoint>) => onChange(points.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const field = (point: IndexPoint, name: 'title' | 'titleAr' | 'synopsis' | 'synopsisAr' | 'keywords' | 'keywordsAr', number: number) => (
    <label className="flex flex-col text-xs text-slate-600">
      {t(`transcriptEditor.index.${name}`)}
      <Input
        aria-label={`${t(`transcriptEditor.index.${name}`)} ${number}`}
        dir={name.endsWith('Ar') ? 'rtl' : 'auto'}
        lang={name.endsWith('Ar') ? 'ar' : undefined}
        disabled={!editable}
        value={point[name]}
        onChange={(e) => update(point.key, { [name]: e.target.value })}
      />
    </label>
  );
  return (
    <section aria-labelledby="index-editor-heading" className="space-y-2">
      {/* Staff who may only read still seek from a segment's time: each field is locked, not the time. */}
      <div className="flex items-center justify-between">
        <h2 id="index-editor-heading" className="text-lg font-semibold text-brand-900">
          {t('transcriptEditor.index.heading')}
        </h2>
        <Button size="sm" variant="secondary" disabled={!editable} onClick={onMark}>
          {t('transcriptEditor.index.mark')}
        </Button>
      </div>
      <ol className="space-y-3">
        {[...points]
          .sort((a, b) => a.start - b.start)
          .map((point, index) => (
            <li key={point.key} className="space-y-1 rounded border border-slate-200 p-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Button variant="link" dir="ltr" className="font-mono" onClick={() => onSeek(point.start)}>
                  {formatTime(point.start)}
                </Button>
                <StartField
                  key={point.start}
                  label={t('transcriptEditor.index.start', { number: index + 1 })}
                  seconds={point.start}
                  problem={problems.get(point.key)}
                  onChange={(start) => update(point.key, { start })}
                  disabled={!editable}
                />
                <Button
                  size="sm"
                  variant="danger-outline"
                  disabled={!editable}
                  onClick={() => onChange(points.filter((p) => p.key !== point.key))}
                >
                  {t('transcriptEditor.index.remove', { number: index + 1 })}
                </Button>
              </div>
              {field(point, 'title', index + 1)}
              {field(point, 'titleAr', index + 1)}
              {field(point, 'synopsis', index + 1)}
              {field(point, 'synopsisAr', index + 1)}
              {field(point, 'keywords', index + 1)}
              {field(point, 'keywordsAr', index + 1)}
              {problems.has(point.key) ? (
                <p id={`index-problem-${point.key}`} className="text-sm text-red-700">
                  {t(`transcriptEditor.index.problems.${problems.get(point.key)!}`)}
                </p>
              ) : null}
            </li>
          ))}
      </ol>
    </section>
  );
});

/** A point's start, typed as hh:mm:ss; taken when it is left (a half-typed time changes nothing). */
function StartField(props: {
  label: string;
  seconds: number;
  problem: IndexProblem | undefined;
  onChange: (seconds: number) => void;
  disabled: boolean;
}) {
  return (
    <Input
      aria-label={props.label}
      dir="ltr"
      disabled={props.disabled}
      defaultValue={formatTime(props.seconds)}
      aria-invalid={props.problem ? true : undefined}
      className="max-w-32 px-2 py-1 font-mono text-sm"
      onBlur={(event) => {
        const value = event.target.value.trim();
        if (TIME_PATTERN.test(value)) props.onChange(parseTime(value));
        else event.target.value = formatTime(props.seconds);
      }}
    />
  );
}
