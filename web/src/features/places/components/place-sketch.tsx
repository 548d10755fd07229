import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Place } from '#contracts/places';
import { paths } from '../../../config/paths.ts';
import { RECORDS_NAMESPACES } from '../../../locales/records-namespace.ts';

const WIDTH = 320;
const HEIGHT = 200;
const MARGIN = 24;
/** Smallest span drawn, in degrees of latitude: a place alone is shown within its surroundings, not as a dot filling all. */
const MIN_SPAN = 0.12;

interface Point {
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * A place's position as a drawing (docs/behaviour.md §1300): its point and the neighbours' (linked), to scale, north up.
 * Drawn by the server as SVG, it needs no script, no tiles and no map library, so it shows offline and without
 * JavaScript; the map page has the boundaries. A map canvas never mirrors (docs/conventions.md RTL): it is `dir="ltr"`.
 */
export function PlaceSketch({ place, shownName }: { place: Place; shownName(ref: { name: string; name_ar: string | null }): string }) {
  const { t } = useTranslation(RECORDS_NAMESPACES);
  if (place.latitude === null || place.longitude === null) return null;
  const here: Point = { slug: place.slug, name: shownName(place), latitude: place.latitude, longitude: place.longitude };
  const near: Point[] = place.nearby.map((p) => ({ slug: p.slug, name: shownName(p), latitude: p.latitude, longitude: p.longitude }));
  const all = [here, ...near];
  const cos = Math.cos((here.latitude * Math.PI) / 180);
  const lats = all.map((p) => p.latitude);
  const lons = all.map((p) => p.longitude * cos);
  const span = Math.max(MIN_SPAN, Math.max(...lats) - Math.min(...lats), (Math.max(...lons) - Math.min(...lons)) * (HEIGHT / WIDTH));
  const scale = Math.min((HEIGHT - 2 * MARGIN) / span, (WIDTH - 2 * MARGIN) / (span * (WIDTH / HEIGHT)));
  const midLat = (Math.max(...lats) + Math.min(...lats)) / 2;
  const midLon = (Math.max(...lons) + Math.min(...lons)) / 2;
  const x = (p: Point) => WIDTH / 2 + (p.longitude * cos - midLon) * scale;
  const y = (p: Point) => HEIGHT / 2 - (p.latitude - midLat) * scale;
  return (
    <figure className="space-y-2" dir="ltr" data-testid="place-sketch">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label={t('place.mapLabel', { name: here.name })}
        className="w-full max-w-md rounded-lg bg-sky-50 ring-1 ring-slate-200"
      >
        {near.map((p) => (
          <a key={p.slug} href={paths.place(p.slug)}>
            <circle cx={x(p)} cy={y(p)} r={4} className="fill-brand-600" />
            <text x={x(p) + 6} y={y(p) + 4} className="fill-slate-700 text-[10px]">
              {p.name}
            </text>
          </a>
        ))}
        <circle cx={x(here)} cy={y(here)} r={7} className="fill-red-600 stroke-white" strokeWidth={2} />
        <text x={x(here) + 10} y={y(here) + 4} className="fill-slate-900 text-[12px] font-semibold">
          {here.name}
        </text>
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 text-sm text-slate-700" dir="auto">
        <span>
          {t('place.coordinates')}: <span dir="ltr">{`${here.latitude.toFixed(4)}, ${here.longitude.toFixed(4)}`}</span>
        </span>
        <Link to={paths.map} className="text-brand-700 underline-offset-2 hover:underline">
          {t('place.openMap')}
        </Link>
      </figcaption>
    </figure>
  );
}
