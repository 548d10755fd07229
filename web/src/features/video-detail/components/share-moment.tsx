import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '#contracts/time';
import { copyText } from '../../../lib/clipboard.ts';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

/**
 * "Share this moment": copies `/archive/{id}?t=SECONDS` for the time playing now (docs/decisions.md §55).
 * What it says names the time of the link it copied, kept from the press: the playhead moves on meanwhile.
 */
export function ShareMoment({ url, seconds }: { url: string; seconds: number }) {
  const { t } = useTranslation(VIDEO_NS);
  const [result, setResult] = useState<{ ok: boolean; url: string; seconds: number } | null>(null);
  const share = async () => setResult({ ok: await copyText(url), url, seconds });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => void share()} className="btn-secondary py-1.5 text-sm">
        {t('share.button')}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {result?.ok ? t('share.copied', { time: formatTime(result.seconds) }) : ''}
      </span>
      {result && !result.ok ? (
        <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
          <span>{t('share.copyManually')}</span>
          <input
            readOnly
            value={result.url}
            dir="ltr"
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1"
          />
        </label>
      ) : null}
    </div>
  );
}
