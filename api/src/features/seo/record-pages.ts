import type { RecordPageKey } from '#contracts/public-pages';
import type { RecordPage } from './record-page.ts';
import { collectionPage } from './collection-page.ts';
import { placePage } from './place-page.ts';
import { personPage } from './person-page.ts';
import { videoPage } from './video-page.ts';

/** Every record page of the registry has its source here (the type refuses a registry entry without one). */
export const RECORD_PAGES: { readonly [K in RecordPageKey]: RecordPage<K> } = {
  video: videoPage,
  collection: collectionPage,
  place: placePage,
  person: personPage,
};
