import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { TEAM_NS } from '../../../features/admin/team/i18n.ts';
import { ProposalPage } from '../../../features/admin/team/components/proposal-page.tsx';

export function Component() {
  const { t } = useTranslation(TEAM_NS);
  const { proposalId = '' } = useParams();
  return (
    <>
      <PageTitle title={t('team.review.proposalTitle')} />
      <ProposalPage proposalId={proposalId} />
    </>
  );
}
