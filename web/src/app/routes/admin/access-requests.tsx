import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { AccessRequestsScreen } from '../../../features/admin/access-requests/access-requests-screen.tsx';
import { ADMIN_NS } from '../../../features/admin/i18n.ts';

export function Component() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <PageTitle title={t('accessRequests.title')} />
      <AccessRequestsScreen />
    </>
  );
}
