/** Markers closer than this many pixels are drawn as one cluster (docs/behaviour.md §901). */
export const CLUSTER_PX = 40;
/** A cluster press zooms to its interviews, at most this close; a cluster that stays one there is listed. */
export const CLUSTER_MAX_ZOOM = 15;

/** What pressing a cluster does: zoom until its interviews part, or list them when they cannot part. */
export function clusterAction(extent: number[], zoom: number, resolutionAtMaxZoom: number): 'zoom' | 'list' {
  const spread = Math.max(extent[2]! - extent[0]!, extent[3]! - extent[1]!);
  // Apart by less than the cluster distance at the closest zoom: they stay one cluster however far one zooms.
  if (zoom >= CLUSTER_MAX_ZOOM || spread / resolutionAtMaxZoom < CLUSTER_PX) return 'list';
  return 'zoom';
}
