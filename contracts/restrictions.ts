/**
 * The restrictions the admin chooses a video's from (docs/behaviour.md §903): `value` is what is
 * stored, `key` names its translation. `none` is the default. A stored value outside the list stays
 * choosable, so editing an older video never changes its restriction behind the admin's back.
 */
export const RESTRICTIONS = [
  { value: 'none', key: 'none' },
  { value: 'Educational use only', key: 'educational' },
  { value: 'Research use only', key: 'research' },
  { value: 'No public screening', key: 'noScreening' },
] as const;
