import { useTranslation } from 'react-i18next';
import { apiPaths, standardPaths } from '#contracts/paths';
import { IiifLogo } from './iiif-logo.tsx';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

/**
 * Links other systems use: the IIIF manifest (the IIIF logo linking to the manifest, so it can be
 * dragged into a IIIF viewer) and the OHMS XML export.
 */
export function OpenStandardLinks({ videoId }: { videoId: string }) {
  const { t } = useTranslation(VIDEO_NS);
  const manifest = standardPaths.iiifManifest(videoId);
  return (
    <section aria-labelledby="open-standards" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="open-standards" className="text-lg font-semibold text-brand-900">
        {t('openStandards.title')}
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        <li className="flex items-center gap-3">
          <a href={manifest} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline">
            <IiifLogo className="h-6 w-8 shrink-0" />
            <span>{t('openStandards.iiif')}</span>
          </a>
        </li>
        <li>
          <a href={apiPaths.media.ohms(videoId)} download className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('openStandards.ohms')}
          </a>
        </li>
      </ul>
      <p className="mt-3 text-xs text-slate-600">{t('openStandards.iiifHint')}</p>
    </section>
  );
}
