import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { paths } from '../../../../config/paths.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { proposalQueryOptions, useDecideProposal } from '../api/admin-team.ts';
import { useCan } from '../../kit/api/account.ts';
import { diffSnapshots } from '../../kit/snapshot-diff.ts';
import { VersionDiff } from '../../kit/components/version-diff.tsx';
import { TEAM_NS } from '../i18n.ts';
import { teamErrorKey } from '../team-error.ts';

/** One proposal as History shows a save: the video before and after the change; an editor accepts or rejects it. */
export function ProposalPage({ proposalId }: { proposalId: string }) {
  const { t, i18n } = useTranslation(TEAM_NS);
  const proposal = useQuery(proposalQueryOptions(proposalId));
  const decide = useDecideProposal();
  const can = useCan();
  if (proposal.isPending) return <Spinner label={t('team.review.loading')} showLabel />;
  if (proposal.isError) return <ErrorBox message={t(teamErrorKey(proposal.error))} />;
  const p = proposal.data;
  const open = p.status === 'open';
  return (
    <div className="mx-auto max-w-4xl">
      <Link to={paths.admin.review} className="text-sm text-brand-600 hover:underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {t('team.review.back')}
      </Link>
      <h1 dir="auto" className="mb-2 mt-2 text-2xl font-semibold text-brand-900">
        {p.media_title}
      </h1>
      <p className="mb-4 text-sm text-gray-600">
        {t('team.review.by', { author: p.author, date: formatDateTime(p.created_at, i18n.resolvedLanguage) })}
        {!open && ` · ${t(`team.review.${p.status}`, { editor: p.decided_by ?? '' })}`}
      </p>
      {decide.isError && (
        <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-700">
          {t(teamErrorKey(decide.error))}
        </p>
      )}
      <section className="mb-4 rounded-lg bg-white p-4 shadow-sm">
        <VersionDiff changes={diffSnapshots(p.base, p.snapshot)} />
      </section>
      {open && can('review.decide') && (
        <div className="flex gap-3">
          <Button disabled={decide.isPending} onClick={() => decide.mutate({ id: p.id, decision: 'accept' })}>
            {t('team.review.accept')}
          </Button>
          <Button variant="danger-outline" disabled={decide.isPending} onClick={() => decide.mutate({ id: p.id, decision: 'reject' })}>
            {t('team.review.reject')}
          </Button>
        </div>
      )}
    </div>
  );
}
