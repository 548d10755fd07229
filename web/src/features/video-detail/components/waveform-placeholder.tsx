const BAR_COUNT = 64;

/** Bar heights from the title, so each recording has its own stable picture (not its real waveform). */
function barHeights(seed: string): number[] {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return Array.from({ length: BAR_COUNT }, (_, index) => {
    hash = Math.imul(hash ^ (hash >>> 15), 2246822507) >>> 0;
    // A gentle envelope so it reads as speech: quieter at both ends.
    const envelope = 0.45 + 0.55 * Math.sin((Math.PI * (index + 0.5)) / BAR_COUNT);
    return Math.round((12 + (hash % 76)) * envelope);
  });
}

interface WaveformProps {
  seed: string;
  /** How much has played, 0 to 1 (bars up to there are drawn bright); absent before play. */
  progress?: number | null;
  /** A linked range (`?t=START-END`) as fractions of the recording, shown as a band behind the bars. */
  range?: { start: number; end: number } | null;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * What an audio recording shows in place of a thumbnail: a decorative, waveform-like picture that
 * shows how much has played and the linked range (docs/behaviour.md §904).
 */
export function WaveformPlaceholder({ seed, progress = null, range = null }: WaveformProps) {
  const heights = barHeights(seed);
  const width = BAR_COUNT * 4;
  const played = progress === null ? -1 : clamp(progress) * width;
  return (
    <div
      data-testid="waveform-placeholder"
      data-progress={progress === null ? undefined : clamp(progress).toFixed(3)}
      dir="ltr"
      className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 px-6"
    >
      {/* A timeline never mirrors (docs/conventions.md RTL): the picture reads left to right in both languages. */}
      <svg aria-hidden="true" viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="h-3/4 w-full">
        {range ? (
          <rect
            data-testid="waveform-range"
            x={clamp(range.start) * width}
            width={Math.max(1, (clamp(range.end) - clamp(range.start)) * width)}
            y="0"
            height="100"
            rx="3"
            className="fill-accent-500/35"
          />
        ) : null}
        {heights.map((height, index) => (
          <rect
            key={index}
            x={index * 4 + 0.5}
            y={50 - height / 2}
            width="2.5"
            height={height}
            rx="1.25"
            className={index * 4 + 2 <= played ? 'fill-white' : 'fill-white/45'}
          />
        ))}
      </svg>
    </div>
  );
}
