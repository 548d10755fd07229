import boulemane from '../geo/boulemane-communes.geojson?raw';
import douars from '../geo/douars.geojson?raw';
import ifrane from '../geo/ifrane-communes.geojson?raw';
import { boundariesOf } from './boundaries.ts';
import { parseBoundaryFiles } from './boundary-files.ts';

/**
 * The panel's places read from the boundary files bundled into the server entry, once per process
 * (docs/decisions.md §1040). Imported by the server's build only (api/get-map-places.ts).
 */
export const bundledPlaces = boundariesOf(
  parseBoundaryFiles({
    ifrane: JSON.parse(ifrane),
    boulemane: JSON.parse(boulemane),
    douars: JSON.parse(douars),
  }),
).places;
