import { useTranslation } from 'react-i18next';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';
import { transcriptLocale } from '../transcript-language.ts';
import type { TranscriptItem } from './full-transcript.tsx';
import type { SegmentItem } from './segmented-transcript.tsx';
import { NoScript } from '../../../components/ui/no-script.tsx';

/**
 * The transcripts and the segments as plain text, for a reader without JavaScript (no player, no
 * tabs): inside <noscript> (components/ui/no-script.tsx), so a browser running the app never shows it (docs/architecture.md
 * "Server rendering").
 */
export function TranscriptWithoutScript({ transcripts, segments }: { transcripts: TranscriptItem[]; segments: SegmentItem[] }) {
  const { t } = useTranslation(VIDEO_NS);
  return (
    <NoScript>
      <div className="space-y-8">
        {transcripts.length > 0 ? (
          <section className="space-y-4">
            <h2 className="text-xl font-semibold text-brand-900">{t('tabs.fullTranscript')}</h2>
            {transcripts.map((item) => {
              const locale = transcriptLocale(item.language, item.text);
              return (
                <article key={item.id} className="space-y-2">
                  <h3 className="font-semibold" dir="auto">
                    {item.language}
                  </h3>
                  <div lang={locale.lang} dir={locale.dir} className="space-y-2 whitespace-pre-line text-slate-800">
                    {item.text}
                  </div>
                </article>
              );
            })}
          </section>
        ) : null}
        {segments.length > 0 ? (
          <section className="space-y-4">
            <h2 className="text-xl font-semibold text-brand-900">{t('tabs.segmentedTranscript')}</h2>
            <ol className="space-y-4">
              {segments.map((segment) => (
                <li key={segment.segmentNumber} className="space-y-1">
                  <h3 className="font-semibold" dir="auto">
                    {segment.title} <span dir="ltr">{`(${segment.startTime}–${segment.endTime})`}</span>
                  </h3>
                  {segment.description ? <p dir="auto">{segment.description}</p> : null}
                  {segment.transcript ? (
                    <p dir="auto" className="whitespace-pre-line">
                      {segment.transcript}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
    </NoScript>
  );
}
