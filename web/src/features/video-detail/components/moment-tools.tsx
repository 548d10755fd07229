import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArabicName } from '../../../lib/arabic-labels.ts';
import type { CitationRecord } from '../citation-files.ts';
import { momentLabel } from '../citation.ts';
import type { Moment, VideoView } from '../video-view.ts';
import { CitePanel } from './cite-panel.tsx';
import { ShareMoment } from './share-moment.tsx';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';
import { paths } from '../../../config/paths.ts';
import { siteOrigin } from '../../../lib/site-origin.ts';

interface MomentToolsProps {
  video: VideoView;
  /** media time in seconds once playback told it */
  time: number | null;
  /** the `?t=` moment of the link the visitor followed */
  linked: Moment | null;
}

/** The moment a citation names: the linked range while playback is inside it, else the time playing, else the link's. */
function citedMoment(time: number | null, linked: Moment | null): Moment | null {
  if (time === null) return linked;
  if (linked && linked.end !== null && time >= linked.start && time <= linked.end) return linked;
  return { start: Math.floor(time), end: null };
}

/** `/archive/{id}?t=…` on this site, for a moment or the whole interview. */
function momentUrl(id: string, moment: Moment | null): string {
  const base = `${siteOrigin()}${paths.video(id)}`;
  if (!moment) return base;
  return `${base}?t=${moment.start}${moment.end === null ? '' : `-${moment.end}`}`;
}

/** Under the player: the linked range, "Share this moment" and "Cite" (docs/decisions.md §55). */
export function MomentTools({ video, time, linked }: MomentToolsProps) {
  const { t, i18n } = useTranslation(VIDEO_NS);
  const [citing, setCiting] = useState<{ accessed: Date; moment: Moment | null } | null>(null);
  const shareSeconds = Math.floor(time ?? linked?.start ?? 0);
  const language = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const place = useArabicName('place', video.region || (video.places[0] ?? ''));
  const record: CitationRecord | null = citing && {
    id: `atlas-${video.id}`,
    title: video.title,
    narrators: video.narrators,
    interviewers: video.interviewers,
    interviewDate: video.interviewDate,
    // The place's Arabic form on the Arabic page (docs/behaviour.md §803, §804).
    place,
    archive: t('cite.archiveName'),
    url: momentUrl(video.id, citing.moment),
    accessed: citing.accessed,
    moment: citing.moment,
    language,
    medium: video.mediaFile?.kind === 'audio' ? 'audio' : 'video',
  };
  return (
    <div className="space-y-2">
      {linked && linked.end !== null ? (
        <p data-testid="linked-range" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t('share.linkedRange')} <span dir="ltr">{momentLabel(linked)}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <ShareMoment url={momentUrl(video.id, { start: shareSeconds, end: null })} seconds={shareSeconds} />
        <button
          type="button"
          onClick={() => setCiting({ accessed: new Date(), moment: citedMoment(time, linked) })}
          className="btn-secondary py-1.5 text-sm"
        >
          {t('cite.button')}
        </button>
      </div>
      {record ? <CitePanel open onClose={() => setCiting(null)} record={record} /> : null}
    </div>
  );
}
