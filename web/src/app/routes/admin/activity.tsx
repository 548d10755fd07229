import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ADMIN_NS } from '../../../features/admin/i18n.ts';
import { ActivityPage } from '../../../features/admin/team/activity-page.tsx';

export function Component() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <PageTitle title={t('team.activity.title')} />
      <ActivityPage />
    </>
  );
}
