import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PLACES_NS } from '../../../features/admin/places/i18n.ts';
import { PlacesPage } from '../../../features/admin/places/components/places-page.tsx';

export function Component() {
  const { t } = useTranslation(PLACES_NS);
  return (
    <>
      <PageTitle title={t('places.title')} />
      <PlacesPage />
    </>
  );
}
