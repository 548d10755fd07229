// Where speech starts in a recording, from its frames' loudness (docs/decisions.md §1600). The warp
// puts a paragraph's start somewhere near its first word, often inside the pause before it; the onset of
// speech nearest that frame is the paragraph's start. "Loud" is measured against the recording itself
// (its quiet floor and its speech), so background noise raises the bar rather than counting as speech.

/** Frames (10 ms) of quiet that must come before an onset: a pause, not a gap between two syllables. */
const QUIET_BEFORE = 15;
/** How far from the warp's frame an onset is looked for, each way. */
const SEARCH = 60;
/** A frame inside a pause moves to the pause's end when that is this near (pauses between answers run to seconds). */
const PAUSE_REACH = 400;

function percentile(values: Float32Array, p: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** Which frames are speech (1): smoothed loudness above a bar 40 % of the way from the quiet floor to speech. */
export function loudFrames(energy: Float32Array): Uint8Array {
  const smooth = new Float32Array(energy.length);
  for (let i = 0; i < energy.length; i++) {
    let sum = 0;
    let n = 0;
    for (let k = Math.max(0, i - 2); k <= Math.min(energy.length - 1, i + 2); k++) {
      sum += energy[k]!;
      n++;
    }
    smooth[i] = sum / n;
  }
  const floor = percentile(smooth, 0.1);
  const speech = percentile(smooth, 0.95);
  const bar = floor + 0.4 * (speech - floor);
  return Uint8Array.from(smooth, (value) => (value > bar ? 1 : 0));
}

function isOnset(loud: Uint8Array, frame: number): boolean {
  if (!loud[frame]) return false;
  for (let k = Math.max(0, frame - QUIET_BEFORE); k < frame; k++) if (loud[k]) return false;
  return true;
}

/**
 * The frame where speech starts nearest `frame`. Inside a pause: the pause's end (what follows a pause is the
 * paragraph's first word; an onset before the pause belongs to the paragraph before). In speech: the nearest
 * onset within the search. Else `frame` itself.
 */
export function speechOnsetNear(loud: Uint8Array, frame: number): number {
  if (!loud[frame]) {
    for (let k = frame + 1; k < Math.min(loud.length, frame + PAUSE_REACH); k++) if (loud[k]) return k;
  }
  for (let distance = 0; distance <= SEARCH; distance++) {
    if (frame - distance >= 0 && isOnset(loud, frame - distance)) return frame - distance;
    if (frame + distance < loud.length && isOnset(loud, frame + distance)) return frame + distance;
  }
  return frame;
}
