import '../../../features/admin/i18n.ts';
import { TrashPage } from '../../../features/admin/trash/trash-page.tsx';

export function Component() {
  return <TrashPage />;
}
