import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { paths } from '../../../../config/paths.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { proposalsQueryOptions } from '../api/admin-team.ts';
import { TEAM_NS } from '../i18n.ts';

/** Transcribers' changes to public videos waiting for an editor, oldest first (docs/behaviour.md §500). */
export function ReviewPage() {
  const { t, i18n } = useTranslation(TEAM_NS);
  const open = useQuery(proposalsQueryOptions('open'));
  if (open.isPending) return <Spinner label={t('team.review.loading')} showLabel />;
  if (open.isError) return <ErrorBox message={t('team.errors.generic')} />;
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-2 text-2xl font-semibold text-brand-900">{t('team.review.title')}</h1>
      <p className="mb-4 text-gray-600">{t('team.review.description')}</p>
      {open.data.results.length === 0 ? (
        <p className="p-8 text-center text-gray-600">{t('team.review.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {open.data.results.map((proposal) => (
            <li key={proposal.id} className="rounded-lg bg-white p-4 shadow-sm" data-testid="proposal">
              <Link to={paths.admin.proposal(proposal.id)} dir="auto" className="font-semibold text-brand-600 hover:underline">
                {proposal.media_title}
              </Link>
              <p className="text-sm text-gray-600">
                {t('team.review.by', { author: proposal.author, date: formatDateTime(proposal.created_at, i18n.resolvedLanguage) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
