import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { MapPage } from '../../../features/map/components/map-page.tsx';
import { paths } from '../../../config/paths.ts';

/** /map (docs/behaviour.md §2). A lazy route: OpenLayers and the boundary data load with this chunk only. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openVideo = useCallback((id: string) => navigate(paths.video(id)), [navigate]);
  return (
    <>
      <PageTitle title={t('meta.map.title')} description={t('meta.map.description')} canonical />
      <MapPage onOpenVideo={openVideo} />
    </>
  );
}
