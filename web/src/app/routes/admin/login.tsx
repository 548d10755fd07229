import '../../../features/admin/i18n.ts';
import { LoginForm } from '../../../features/admin/auth/login-form.tsx';

export function Component() {
  return <LoginForm />;
}
