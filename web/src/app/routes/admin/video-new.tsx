import '../../../features/admin/i18n.ts';
import { NewVideoPage } from '../../../features/admin/form/video-form-page.tsx';

export function Component() {
  return <NewVideoPage />;
}
