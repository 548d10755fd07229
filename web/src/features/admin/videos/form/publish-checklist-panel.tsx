import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checklistOf, type ConsentState, type PublishChecklistMode } from '#contracts/publish-checklist';
import { VIDEOS_NS } from '../i18n.ts';
import type { VideoFormValues } from './video-form-schema.ts';

/**
 * The publish step's checklist (docs/behaviour.md §701): what the interview, as staff have filled it in,
 * lacks before it goes public. Computed with the server's own rules, so it agrees with a refusal; `mode`
 * is the server's when known (an interview already saved), else the list only advises. Consent is not in the
 * form's values (releases are recorded per participant once saved): `consent` is the server's item for a saved
 * interview; for a new one (null) the row says it is checked once saved.
 */
export function PublishChecklistPanel({ mode, consent }: { mode: PublishChecklistMode | null; consent: ConsentState | null }) {
  const { t } = useTranslation(VIDEOS_NS);
  const [visibility, url, mediaFile, description, region, places, transcripts] = useWatch<VideoFormValues>({
    name: ['visibility', 'url', 'media_file', 'description', 'region', 'places', 'transcripts'],
  }) as [string, string, boolean, string, string, string, { text: string }[]];
  if (visibility !== 'public') return null;
  const checklist = checklistOf(
    {
      url: url ?? '',
      media_file: mediaFile ?? false,
      description: description ?? '',
      region: region?.trim() ? { name: region } : null,
      places: (places ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
      transcripts: transcripts ?? [],
    },
    mode ?? 'warn',
    consent,
  );
  return (
    <section aria-labelledby="publish-checklist-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="publish-checklist-heading" className="text-lg font-semibold text-brand-900">
        {t('publishChecklist.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t(mode === 'require' ? 'publishChecklist.introRequire' : 'publishChecklist.intro')}</p>
      <ul className="mt-2 space-y-1">
        {checklist.items.map((item) => (
          <li key={item.item} className="flex flex-wrap items-center gap-2 text-sm">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.done ? 'bg-green-100 text-green-800' : item.required ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
            >
              {t(item.done ? 'publishChecklist.done' : 'publishChecklist.missing')}
            </span>
            <span>{t(`publishChecklist.items.${item.item}`)}</span>
            <span className="text-xs text-slate-600">({t(item.required ? 'publishChecklist.required' : 'publishChecklist.advised')})</span>
          </li>
        ))}
        {consent ? null : (
          <li className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
              {t('publishChecklist.unknown')}
            </span>
            <span>{t('publishChecklist.items.consent')}</span>
            <span className="text-xs text-slate-600">({t('publishChecklist.consentOnceSaved')})</span>
          </li>
        )}
      </ul>
      {checklist.ready ? <p className="mt-2 text-sm text-green-800">{t('publishChecklist.ready')}</p> : null}
    </section>
  );
}
