import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { placeSlugOf } from '#contracts/place-slugs';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { MapPage } from '../../../features/map/components/map-page.tsx';
import { placesQueryOptions } from '../../../features/places/api/get-place.ts';
import { paths } from '../../../config/paths.ts';
import type { RenderAheadHandle } from '../../../lib/render-ahead.ts';

/** /map (docs/behaviour.md §2). A lazy route: OpenLayers and the boundary data load with this chunk only. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openVideo = useCallback((id: string) => navigate(paths.video(id)), [navigate]);
  // The communes and douars that have a page link to it (docs/behaviour.md §1300).
  const places = useQuery(placesQueryOptions());
  const placePage = useMemo(() => {
    const listed = new Set((places.data?.results ?? []).map((place) => place.slug));
    return (name: string) => {
      const slug = placeSlugOf(name);
      return slug && listed.has(slug) ? paths.place(slug) : null;
    };
  }, [places.data]);
  return (
    <>
      <PageTitle title={t('meta.map.title')} description={t('meta.map.description')} canonical />
      <MapPage onOpenVideo={openVideo} placePage={placePage} />
    </>
  );
}

export const handle: RenderAheadHandle = {
  renderAhead: ({ fetch }) => fetch(placesQueryOptions()),
};
