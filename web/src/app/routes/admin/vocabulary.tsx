import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { VOCABULARY_NS } from '../../../features/admin/vocabulary/i18n.ts';
import { VocabularyPage } from '../../../features/admin/vocabulary/components/vocabulary-page.tsx';

export function Component() {
  const { t } = useTranslation(VOCABULARY_NS);
  return (
    <>
      <PageTitle title={t('vocabulary.title')} />
      <VocabularyPage />
    </>
  );
}
