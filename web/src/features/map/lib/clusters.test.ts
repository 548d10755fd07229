import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, CLUSTER_PX, clusterAction } from './clusters.ts';

// Web Mercator: metres per pixel at zoom z.
const resolution = (zoom: number) => 156_543.033_928_041 / 2 ** zoom;

describe('pressing a cluster', () => {
  it('zooms in while its interviews can still part', () => {
    // Two villages 2 km apart, seen at zoom 9: one cluster there, 2000 / 4.8 ≈ 420 px apart at zoom 15.
    expect(clusterAction([0, 0, 2000, 0], 9, resolution(CLUSTER_MAX_ZOOM))).toBe('zoom');
  });

  it('lists interviews recorded at the same place, or too close to part at the closest zoom', () => {
    expect(clusterAction([500, 500, 500, 500], 9, resolution(CLUSTER_MAX_ZOOM))).toBe('list');
    const justTooClose = (CLUSTER_PX - 1) * resolution(CLUSTER_MAX_ZOOM);
    expect(clusterAction([0, 0, justTooClose, 0], 9, resolution(CLUSTER_MAX_ZOOM))).toBe('list');
  });

  it('lists them once the map is as close as a press zooms', () => {
    expect(clusterAction([0, 0, 2000, 0], CLUSTER_MAX_ZOOM, resolution(CLUSTER_MAX_ZOOM))).toBe('list');
  });
});
