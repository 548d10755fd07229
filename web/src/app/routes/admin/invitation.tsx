import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { TEAM_NS } from '../../../features/admin/team/i18n.ts';
import { InvitationPage } from '../../../features/admin/team/components/invitation-page.tsx';

export function Component() {
  const { t } = useTranslation(TEAM_NS);
  const { token = '' } = useParams();
  return (
    <>
      <PageTitle title={t('team.invitation.title')} />
      <InvitationPage token={token} />
    </>
  );
}
