import '../../../features/admin/i18n.ts';
import { AdminLayout } from '../../../features/admin/layout/admin-layout.tsx';

export function Component() {
  return <AdminLayout />;
}
