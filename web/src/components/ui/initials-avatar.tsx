/** Dark backgrounds: white initials on each keep a contrast ratio above 4.5:1. */
const COLOURS = ['#1e4670', '#7c2d12', '#14532d', '#4c1d95', '#831843', '#134e4a', '#713f12', '#1e3a8a'];

/** First letter of the first and last words ("Lahcen Amzil" → "LA", "حمو أوعلي" → "حأ"). */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? COLOURS[0]!;
}

/**
 * A round avatar with a person's initials, drawn in the page: no request to an avatar service,
 * so no visitor data (or name) leaves the site. Decorative: the name is always shown beside it.
 */
export function InitialsAvatar({ name, size = 64 }: { name: string; size?: number }) {
  return (
    <span
      aria-hidden="true"
      dir="auto"
      className="inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold text-white"
      style={{ width: size, height: size, fontSize: size * 0.38, backgroundColor: colourOf(name) }}
    >
      {initialsOf(name)}
    </span>
  );
}
