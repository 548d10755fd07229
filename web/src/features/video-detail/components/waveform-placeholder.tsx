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

/** What an audio recording shows in place of a thumbnail: a decorative, waveform-like picture. */
export function WaveformPlaceholder({ seed }: { seed: string }) {
  const heights = barHeights(seed);
  return (
    <div
      data-testid="waveform-placeholder"
      dir="ltr"
      className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 px-6"
    >
      {/* A timeline never mirrors (docs/conventions.md RTL): the picture reads left to right in both languages. */}
      <svg aria-hidden="true" viewBox={`0 0 ${BAR_COUNT * 4} 100`} preserveAspectRatio="none" className="h-3/4 w-full text-white/45">
        {heights.map((height, index) => (
          <rect key={index} x={index * 4 + 0.5} y={50 - height / 2} width="2.5" height={height} rx="1.25" fill="currentColor" />
        ))}
      </svg>
    </div>
  );
}
