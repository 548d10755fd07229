import '../../../features/admin/i18n.ts';
import { Dashboard } from '../../../features/admin/dashboard/dashboard.tsx';

export function Component() {
  return <Dashboard />;
}
