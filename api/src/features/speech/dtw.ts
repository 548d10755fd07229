// Dynamic time warping of two feature sequences too long for a full cost matrix (docs/decisions.md §1600):
// an hour is 360,000 frames of 10 ms a side. First at a tenth of the rate (100 ms), inside a band around
// the straight line from start to end wide enough for the pauses and pace of real speech; then at full
// rate, only near the coarse path (FastDTW's projection). Each row keeps its window's costs; the
// directions are one byte a cell, so memory is the cells of the two bands (tens of megabytes an hour).
// No npm package does banded or multi-resolution DTW over typed arrays: those found keep the whole
// matrix of numbers, 500 GB for an hour.

/** Allowed columns of each row, inclusive; both ends never go down from a row to the next. */
interface Windows {
  lo: Int32Array;
  hi: Int32Array;
}

/** For each row of the first sequence, the first and last column of the second that the path visits. */
export interface WarpPath {
  first: Int32Array;
  last: Int32Array;
}

const DIAGONAL = 0;
const UP = 1;
const LEFT = 2;
/** Rows between two yields to the event loop, so a long alignment never holds a server's other requests. */
const ROWS_PER_SLICE = 2_000;
const COARSE_FACTOR = 10;
/** Half the coarse band, in coarse frames, at least (60 s) and at most (the memory it may take). */
const MIN_BAND = 600;
const MAX_COARSE_CELLS = 60_000_000;
/** How many coarse rows either side of the coarse path the fine pass searches. */
const RADIUS = 2;

const yieldNow = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Frames averaged `factor` at a time. */
function pool(frames: Float32Array, width: number, factor: number): Float32Array {
  const count = frames.length / width;
  const pooled = new Float32Array(Math.ceil(count / factor) * width);
  for (let i = 0; i < count; i++) {
    const target = Math.floor(i / factor) * width;
    for (let c = 0; c < width; c++) pooled[target + c]! += frames[i * width + c]!;
  }
  for (let p = 0; p < pooled.length / width; p++) {
    const n = Math.min(factor, count - p * factor);
    for (let c = 0; c < width; c++) pooled[p * width + c]! /= n;
  }
  return pooled;
}

/** The path through the allowed cells with the least summed Euclidean distance, from (0, 0) to (n-1, m-1). */
async function bandedPath(a: Float32Array, b: Float32Array, width: number, windows: Windows, signal?: AbortSignal): Promise<WarpPath> {
  const n = a.length / width;
  const { lo, hi } = windows;
  const offsets = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i]! + (hi[i]! - lo[i]! + 1);
  const steps = new Uint8Array(offsets[n]!);
  let previous = new Float64Array(0);
  let current = new Float64Array(0);
  for (let i = 0; i < n; i++) {
    if (i % ROWS_PER_SLICE === 0 && i > 0) {
      await yieldNow();
      signal?.throwIfAborted();
    }
    const from = lo[i]!;
    const to = hi[i]!;
    const pFrom = i > 0 ? lo[i - 1]! : 0;
    const pTo = i > 0 ? hi[i - 1]! : -1;
    if (current.length < to - from + 1) current = new Float64Array(to - from + 1);
    const base = offsets[i]!;
    const ai = i * width;
    for (let j = from; j <= to; j++) {
      let d = 0;
      const bj = j * width;
      for (let c = 0; c < width; c++) {
        const diff = a[ai + c]! - b[bj + c]!;
        d += diff * diff;
      }
      d = Math.sqrt(d);
      let best = Infinity;
      let step = DIAGONAL;
      if (i === 0 && j === 0) best = 0;
      if (i > 0 && j - 1 >= pFrom && j - 1 <= pTo && previous[j - 1 - pFrom]! < best) {
        best = previous[j - 1 - pFrom]!;
        step = DIAGONAL;
      }
      if (i > 0 && j >= pFrom && j <= pTo && previous[j - pFrom]! < best) {
        best = previous[j - pFrom]!;
        step = UP;
      }
      if (j > from && current[j - 1 - from]! < best) {
        best = current[j - 1 - from]!;
        step = LEFT;
      }
      current[j - from] = best + d;
      steps[base + j - from] = step;
    }
    [previous, current] = [current, previous];
  }
  const first = new Int32Array(n);
  const last = new Int32Array(n);
  let i = n - 1;
  let j = hi[n - 1]!;
  last[i] = j;
  while (i > 0 || j > 0) {
    first[i] = j;
    const step = steps[offsets[i]! + j - lo[i]!];
    if (step === LEFT) j--;
    else {
      if (step === DIAGONAL) j--;
      i--;
      last[i] = j;
    }
  }
  first[0] = 0;
  return { first, last };
}

/** Rows' windows around the straight line from the first cell to the last, `band` columns each side. */
function diagonalWindows(n: number, m: number, band: number): Windows {
  const lo = new Int32Array(n);
  const hi = new Int32Array(n);
  const slope = n > 1 ? (m - 1) / (n - 1) : 0;
  for (let i = 0; i < n; i++) {
    const centre = i * slope;
    lo[i] = Math.max(0, Math.floor(centre - band));
    hi[i] = Math.min(m - 1, Math.ceil(centre + band));
  }
  hi[n - 1] = m - 1;
  lo[0] = 0;
  return { lo, hi };
}

/** Full-rate windows: the coarse path's columns, `RADIUS` coarse rows either side, at full rate. */
function projectedWindows(coarse: WarpPath, n: number, m: number): Windows {
  const lo = new Int32Array(n);
  const hi = new Int32Array(n);
  const rows = coarse.first.length;
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / COARSE_FACTOR);
    lo[i] = Math.max(0, coarse.first[Math.max(0, row - RADIUS)]! * COARSE_FACTOR);
    hi[i] = Math.min(m - 1, (coarse.last[Math.min(rows - 1, row + RADIUS)]! + 1) * COARSE_FACTOR - 1);
  }
  lo[0] = 0;
  hi[n - 1] = m - 1;
  return { lo, hi };
}

/**
 * Warps `a` onto `b` (rows of `width` floats): for each frame of `a`, the frames of `b` it matches.
 * `onProgress` hears 0–1.
 */
export async function warp(
  a: Float32Array,
  b: Float32Array,
  width: number,
  options: { signal?: AbortSignal; onProgress?: (share: number) => void } = {},
): Promise<WarpPath> {
  const n = a.length / width;
  const m = b.length / width;
  if (n === 0 || m === 0) throw new Error('nothing to align: no speech was read');
  const coarseA = pool(a, width, COARSE_FACTOR);
  const coarseB = pool(b, width, COARSE_FACTOR);
  const cn = coarseA.length / width;
  const cm = coarseB.length / width;
  const band = Math.max(1, Math.min(Math.max(MIN_BAND, Math.ceil(0.15 * Math.max(cn, cm))), Math.floor(MAX_COARSE_CELLS / (2 * cn))));
  const coarse = await bandedPath(coarseA, coarseB, width, diagonalWindows(cn, cm, band), options.signal);
  options.onProgress?.(0.4);
  const fine = await bandedPath(a, b, width, projectedWindows(coarse, n, m), options.signal);
  options.onProgress?.(1);
  return fine;
}
