import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { DASHBOARD_NS } from '../../../features/admin/dashboard/i18n.ts';
import { Dashboard } from '../../../features/admin/dashboard/components/dashboard.tsx';

export function Component() {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <>
      <PageTitle title={t('dashboard.title')} />
      <Dashboard />
    </>
  );
}
