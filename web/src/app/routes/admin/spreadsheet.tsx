import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { SPREADSHEET_NS } from '../../../features/admin/spreadsheet/i18n.ts';
import { SpreadsheetPage } from '../../../features/admin/spreadsheet/components/spreadsheet-page.tsx';

export function Component() {
  const { t } = useTranslation(SPREADSHEET_NS);
  return (
    <>
      <PageTitle title={t('spreadsheet.title')} />
      <SpreadsheetPage />
    </>
  );
}
