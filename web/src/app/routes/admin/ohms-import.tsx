import '../../../features/admin/i18n.ts';
import { OhmsImportForm } from '../../../features/admin/ohms-import/ohms-import-form.tsx';

export function Component() {
  return <OhmsImportForm />;
}
