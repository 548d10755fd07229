import { useTranslation } from 'react-i18next';
import { formatTime } from '#contracts/time';
import { formatLongDate } from '../../../lib/format.ts';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';
import type { VideoView } from '../video-view.ts';

/**
 * What the public may see of this interview (docs/behaviour.md §300): on request or sealed until a
 * day, and the passages withheld, with their times and reasons. Nothing when it is open and whole.
 */
export function AccessNotice({ video }: { video: Pick<VideoView, 'access' | 'sealedUntil' | 'withheld'> }) {
  const { t, i18n } = useTranslation(VIDEO_NS);
  const date = (day: string) => formatLongDate(day, i18n.language);
  const withheldBody = video.access !== 'open';
  if (!withheldBody && video.withheld.length === 0) return null;
  return (
    <section
      aria-label={t('access.label')}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-access={video.access}
    >
      {video.access === 'on_request' ? (
        <>
          <h2 className="text-lg font-semibold text-amber-900">{t('access.onRequest')}</h2>
          <p className="text-slate-700">{t('access.onRequestBody')}</p>
        </>
      ) : null}
      {video.access === 'sealed' && video.sealedUntil ? (
        <>
          <h2 className="text-lg font-semibold text-amber-900">{t('access.sealed', { date: date(video.sealedUntil) })}</h2>
          <p className="text-slate-700">{t('access.sealedBody', { date: date(video.sealedUntil) })}</p>
        </>
      ) : null}
      {video.withheld.length > 0 ? (
        <div>
          <h2 className="font-semibold text-amber-900">{t('access.passages', { count: video.withheld.length })}</h2>
          <ul className="mt-1 space-y-1 text-slate-700">
            {video.withheld.map((passage, index) => (
              <li key={index}>
                {passage.language === undefined ? (
                  <span dir="ltr" className="me-2 font-mono text-sm">
                    {t('access.passageTimes', { start: formatTime(passage.startSeconds), end: formatTime(passage.endSeconds) })}
                  </span>
                ) : (
                  <span className="me-2 text-sm">{t('access.passageIn', { language: passage.language })}</span>
                )}
                {passage.until ? t('access.passageUntil', { date: date(passage.until) }) : t('access.passageForGood')}
                {passage.reason ? (
                  <span dir="auto" className="ms-1">
                    ({passage.reason})
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {withheldBody ? (
        // How to ask (docs/behaviour.md §300); the request form itself, with its own heading, follows the page.
        <p id="request-access" data-slot="request-access" className="border-t border-amber-200 pt-3 text-slate-700">
          {t('access.requestBody')}
        </p>
      ) : null}
    </section>
  );
}
