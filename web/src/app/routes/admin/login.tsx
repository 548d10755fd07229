import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { AUTH_NS } from '../../../features/admin/auth/i18n.ts';
import { LoginForm } from '../../../features/admin/auth/components/login-form.tsx';

export function Component() {
  const { t } = useTranslation(AUTH_NS);
  return (
    <>
      <PageTitle title={t('login.title')} />
      <LoginForm />
    </>
  );
}
