import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MapPage } from '../../../features/map/components/map-page.tsx';

/** /map (spec §2). A lazy route: OpenLayers and the boundary data load with this chunk only. */
export function Component() {
  const navigate = useNavigate();
  const openVideo = useCallback((id: string) => navigate(`/archive/${encodeURIComponent(id)}`), [navigate]);
  return <MapPage onOpenVideo={openVideo} />;
}
