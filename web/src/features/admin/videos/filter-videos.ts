import type { MediaSummary } from '#contracts/media';

/** docs/behaviour.md §2: case-insensitive substring over title, guest, region, places and description. */
export function filterVideos(videos: MediaSummary[], term: string): MediaSummary[] {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '') return videos;
  return videos.filter((video) =>
    [video.title, video.guest ?? '', video.region?.name ?? '', video.places.join(' '), video.description].some((field) =>
      field.toLocaleLowerCase().includes(needle),
    ),
  );
}

/** docs/behaviour.md §2 preview: region plus places in parentheses. */
export function formatLocation(video: MediaSummary): string {
  const region = video.region?.name ?? '';
  const places = video.places.join(', ');
  if (region && places) return `${region} (${places})`;
  return region || places;
}
