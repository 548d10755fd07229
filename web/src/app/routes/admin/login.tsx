import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ADMIN_NS } from '../../../features/admin/i18n.ts';
import { LoginForm } from '../../../features/admin/auth/login-form.tsx';

export function Component() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <PageTitle title={t('login.title')} />
      <LoginForm />
    </>
  );
}
