import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranscriptSearch } from '../hooks/use-transcript-search.ts';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

function ArrowIcon({ up }: { up: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={up ? 'M5 12l5-5 5 5' : 'M5 8l5 5 5-5'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A previous or next match button: an arrow, named by its label. */
function MatchButton({ up, label, disabled, onClick }: { up: boolean; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className="rounded-md border border-slate-300 p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-40"
    >
      <ArrowIcon up={up} />
    </button>
  );
}

/** Search field, previous/next buttons and the 'n / total' counter (docs/behaviour.md §2 full transcript). */
export function TranscriptSearchBox({ search }: { search: TranscriptSearch }) {
  const { t } = useTranslation(VIDEO_NS);
  const inputId = useId();
  const total = search.matches.length;
  const active = search.query.trim() !== '';
  return (
    <div role="search" className="flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t('transcript.searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        // Typed text takes its own direction; the empty field's placeholder follows the page's.
        dir={search.query ? 'auto' : undefined}
        value={search.query}
        placeholder={t('transcript.searchPlaceholder')}
        onChange={(event) => search.setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (event.shiftKey) search.previous();
          else search.next();
        }}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600"
      />
      <div className="flex items-center gap-1">
        <MatchButton up label={t('transcript.previousMatch')} disabled={total === 0} onClick={search.previous} />
        <MatchButton up={false} label={t('transcript.nextMatch')} disabled={total === 0} onClick={search.next} />
        <span data-testid="match-counter" aria-hidden="true" className="min-w-14 text-center text-sm tabular-nums text-slate-600">
          {active ? t('transcript.matchCounter', { current: search.current + 1, total }) : null}
        </span>
        <span role="status" className="sr-only">
          {active ? (total === 0 ? t('transcript.noMatches') : t('transcript.matchStatus', { current: search.current + 1, total })) : ''}
        </span>
      </div>
    </div>
  );
}
