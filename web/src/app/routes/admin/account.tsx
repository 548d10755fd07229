import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { endAdminSession } from '../../../features/admin/kit/auth/session.ts';
import { TEAM_NS } from '../../../features/admin/team/i18n.ts';
import { AccountPage } from '../../../features/admin/team/components/account-page.tsx';

export function Component() {
  const { t } = useTranslation(TEAM_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <>
      <PageTitle title={t('team.account.title')} />
      <AccountPage
        onSignedOut={() => {
          // Every session ended, this one included: leave as a logout does.
          endAdminSession();
          queryClient.clear();
          void navigate(paths.admin.login, { replace: true });
        }}
      />
    </>
  );
}
