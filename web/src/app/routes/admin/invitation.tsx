import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ADMIN_NS } from '../../../features/admin/i18n.ts';
import { InvitationPage } from '../../../features/admin/team/invitation-page.tsx';

export function Component() {
  const { t } = useTranslation(ADMIN_NS);
  const { token = '' } = useParams();
  return (
    <>
      <PageTitle title={t('team.invitation.title')} />
      <InvitationPage token={token} />
    </>
  );
}
