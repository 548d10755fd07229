// No zod here: the home page's duration badges use this module.
/** hh:mm:ss, the only time form the product rules parses (docs/behaviour.md §5). */
export const TIME_PATTERN = /^\d{2}:[0-5]\d:[0-5]\d$/;

/** Seconds in an hh:mm:ss string; anything else is 0 seconds (docs/behaviour.md §5). */
export function parseTime(value: string | null | undefined): number {
  if (!value || !TIME_PATTERN.test(value.trim())) return 0;
  const [h, m, s] = value.trim().split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
}

/** hh:mm:ss for a number of seconds (never mirrored, never localised digits). */
export function formatTime(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(safe / 3600);
  const m = Math.floor((safe % 3600) / 60);
  const s = safe % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Whole minutes of a segment (docs/behaviour.md §9: seconds / 60, floored). */
export function wholeMinutes(startTime: string, endTime: string): number {
  return Math.floor(Math.max(0, parseTime(endTime) - parseTime(startTime)) / 60);
}

/**
 * A segment's length as a chapter list shows it: whole minutes (docs/behaviour.md §9), or seconds
 * when it is shorter than a minute, so it never reads "0 min" (docs/behaviour.md §904).
 */
export function segmentLength(startTime: string, endTime: string): { unit: 'minutes' | 'seconds'; count: number } {
  const seconds = Math.max(0, parseTime(endTime) - parseTime(startTime));
  return seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: wholeMinutes(startTime, endTime) };
}

/**
 * A duration as badges show it: `21:20`, hours only when there are any (`1:02:03`), the leading
 * unit unpadded. Text that is not `hh:mm:ss` is shown as it is.
 */
export function formatDuration(duration: string): string {
  const value = duration.trim();
  if (!TIME_PATTERN.test(value)) return value;
  const total = parseTime(value);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
