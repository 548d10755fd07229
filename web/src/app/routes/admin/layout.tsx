import { AdminLayout } from '../../../features/admin/kit/components/admin-layout.tsx';

export function Component() {
  return <AdminLayout />;
}
