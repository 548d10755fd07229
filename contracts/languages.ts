import { DARIJA_LABEL } from './language-label.ts';

/**
 * The languages the admin chooses a video's original language from: the languages of the
 * archive's region first. `value` is what is stored (Darija under its canonical Arabic label,
 * docs/behaviour.md §5); `key` names its translation. A stored value outside the list stays
 * choosable, so editing an older video never changes its language behind the admin's back.
 */
export const ORIGINAL_LANGUAGES = [
  { value: 'Tamazight', key: 'tamazight' },
  { value: DARIJA_LABEL, key: 'darija' },
  { value: 'Arabic', key: 'arabic' },
  { value: 'French', key: 'french' },
  { value: 'English', key: 'english' },
  { value: 'Spanish', key: 'spanish' },
] as const;
