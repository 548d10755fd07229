import type { Visibility } from '#contracts/constants';

type ListView = 'cards' | 'table';
export type SortColumn = 'title' | 'guest' | 'region' | 'interview_date' | 'visibility' | 'views' | 'updated_at';
export interface ListPreferences {
  view: ListView;
  sort: SortColumn;
  direction: 'asc' | 'desc';
  visibility: Visibility | 'all';
}

const DEFAULT_PREFERENCES: ListPreferences = { view: 'cards', sort: 'updated_at', direction: 'desc', visibility: 'all' };
const KEY = 'atlas.admin.videoList';
const VIEWS = new Set(['cards', 'table']);
const COLUMNS = new Set(['title', 'guest', 'region', 'interview_date', 'visibility', 'views', 'updated_at']);

/** The admin's last view, sort and filter of the video list, kept in this browser between visits. */
export function loadPreferences(): ListPreferences {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Record<keyof ListPreferences, unknown>>;
    return {
      view: VIEWS.has(saved.view as string) ? (saved.view as ListView) : DEFAULT_PREFERENCES.view,
      sort: COLUMNS.has(saved.sort as string) ? (saved.sort as SortColumn) : DEFAULT_PREFERENCES.sort,
      direction: saved.direction === 'asc' ? 'asc' : 'desc',
      visibility: saved.visibility === 'public' || saved.visibility === 'archived' ? saved.visibility : 'all',
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function savePreferences(preferences: ListPreferences): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(preferences));
  } catch {
    // storage unavailable (private mode): the list still works, it just forgets
  }
}
