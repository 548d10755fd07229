import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { paths } from '../../../../config/paths.ts';
import { consentOverviewQueryOptions } from '../../kit/api/consent-overview.ts';
import { useDeleteRelease } from '../api/releases.ts';
import { CONSENT_NAMESPACES } from '../i18n.ts';
import { ConsentMissingList } from '../../kit/components/consent-missing.tsx';
import { ReleaseForm } from './release-form.tsx';
import { useCan } from '../../kit/api/account.ts';

/** Every participant's release for one interview, and what publishing still lacks (docs/behaviour.md §400). */
export function ConsentEditor({ videoId }: { videoId: number }) {
  const { t } = useTranslation(CONSENT_NAMESPACES);
  const overview = useQuery(consentOverviewQueryOptions(videoId));
  const remove = useDeleteRelease(videoId);
  const editable = useCan()('access.manage');
  if (overview.isPending) return <Spinner label={t('consent.loading')} showLabel />;
  if (overview.isError) return <ErrorBox message={t('consent.error')} />;
  const { participants, unmatched, missing, policy } = overview.data;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold text-brand-900">{t('consent.title')}</h1>
        <Link to={paths.admin.videoEdit(videoId)} className="text-sm text-brand-600 hover:underline">
          {t('consent.backToVideo')}
        </Link>
      </div>
      <p className="text-gray-600">{t(policy === 'require' ? 'consent.policyRequire' : 'consent.policyWarn')}</p>
      {editable ? null : (
        <p role="note" className="text-sm text-gray-700">
          {t('admin:team.review.readOnly')}
        </p>
      )}
      <ConsentMissingList missing={missing} />
      {participants.length === 0 && <p className="text-gray-600">{t('consent.noParticipants')}</p>}
      {participants.map((p) => (
        <ReleaseForm key={`${p.id}-${p.consent?.updated_at ?? ''}`} mediaId={videoId} person={p} consent={p.consent} editable={editable} />
      ))}
      {unmatched.length > 0 && (
        <section aria-labelledby="unmatched-releases" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h2 id="unmatched-releases" className="font-semibold">
            {t('consent.unmatched')}
          </h2>
          <ul className="mt-2 space-y-2">
            {unmatched.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3">
                <span dir="auto">
                  {c.first_name} {c.last_name}
                </span>
                <span className="text-sm text-gray-600">{t(`consent.scopes.${c.scope}`)}</span>
                {editable && (
                  <Button size="sm" variant="danger-outline" onClick={() => remove.mutate(c.id)}>
                    {t('consent.delete')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
