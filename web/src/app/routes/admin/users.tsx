import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { TEAM_NS } from '../../../features/admin/team/i18n.ts';
import { UsersPage } from '../../../features/admin/team/components/users-page.tsx';

export function Component() {
  const { t } = useTranslation(TEAM_NS);
  return (
    <>
      <PageTitle title={t('team.users.title')} />
      <UsersPage />
    </>
  );
}
