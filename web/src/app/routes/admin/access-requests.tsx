import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { AccessRequestsScreen } from '../../../features/admin/access/components/access-requests-screen.tsx';
import { ACCESS_NS } from '../../../features/admin/access/i18n.ts';

export function Component() {
  const { t } = useTranslation(ACCESS_NS);
  return (
    <>
      <PageTitle title={t('accessRequests.title')} />
      <AccessRequestsScreen />
    </>
  );
}
