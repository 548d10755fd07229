import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranscriptSearch } from '../hooks/use-transcript-search.ts';
import { transcriptLocale } from '../transcript-language.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { TranscriptSearchBox } from './transcript-search-box.tsx';

export interface TranscriptItem {
  id: number;
  language: string;
  text: string;
}

/** spec §4: the highlighted match scrolls into view after 100 ms. */
export const SCROLL_TO_MATCH_DELAY_MS = 100;

/** Full transcript tab: a button per language, in-page search, the text with highlighted matches. */
export function FullTranscript({ transcripts }: { transcripts: TranscriptItem[] }) {
  const { t } = useTranslation('video');
  const [selectedId, setSelectedId] = useState(transcripts[0]?.id);
  const selected = transcripts.find((item) => item.id === selectedId) ?? transcripts[0];
  const search = useTranscriptSearch(selected?.text ?? '');
  const currentRef = useRef<HTMLElement>(null);
  const { current, matches } = search;

  useEffect(() => {
    if (current < 0) return;
    const timer = setTimeout(() => currentRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }), SCROLL_TO_MATCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current, matches]);

  if (!selected) return <p className="text-slate-600">{t('transcript.noTranscript')}</p>;
  const locale = transcriptLocale(selected.language, selected.text);
  return (
    <div className="space-y-4">
      <div role="group" aria-label={t('transcript.languages')} className="flex flex-wrap gap-2">
        {transcripts.map((item) => (
          <button
            key={item.id}
            type="button"
            dir="auto"
            aria-pressed={item.id === selected.id}
            onClick={() => setSelectedId(item.id)}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${item.id === selected.id ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'}`}
          >
            {item.language}
          </button>
        ))}
      </div>
      <TranscriptSearchBox search={search} />
      <div
        lang={locale.lang}
        dir={locale.dir}
        data-testid="transcript-text"
        role="region"
        aria-label={t('transcript.textOf', { language: selected.language })}
        // No inner scroll box: the text scrolls with the page (a box inside the page traps the wheel and
        // touch, and on a phone leaves a few lines to read).
        className="whitespace-pre-line rounded-lg border border-slate-200 bg-slate-50 p-4 leading-relaxed text-slate-800"
      >
        <HighlightedText text={selected.text} matches={matches} current={current} currentRef={currentRef} />
      </div>
    </div>
  );
}
