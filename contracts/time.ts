import { TIME_PATTERN } from './common.ts';

/** Seconds in an hh:mm:ss string; anything else is 0 seconds (spec §5). */
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

/** Whole minutes of a segment (spec §9: seconds / 60, floored). */
export function wholeMinutes(startTime: string, endTime: string): number {
  return Math.floor(Math.max(0, parseTime(endTime) - parseTime(startTime)) / 60);
}
