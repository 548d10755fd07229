import FFT from 'fft.js';

// Mel-frequency cepstra of speech, frame by frame, as samples arrive (docs/decisions.md §1600): 25 ms
// Hamming windows every 10 ms, 26 mel bands between 100 and 7,600 Hz (inside the Nyquist limit of
// 16 kHz audio, so a recording and the synthesizer's 22.05 kHz speech give comparable cepstra), twelve
// cepstra (c1–c12) and the frame's log energy. fft.js does the transforms; the filterbank and the
// DCT are a few loops over it.

export const HOP_SECONDS = 0.01;
const WINDOW_SECONDS = 0.025;
const BANDS = 26;
export const CEPSTRA = 12;
const LOW_HZ = 100;
const HIGH_HZ = 7600;
const PRE_EMPHASIS = 0.97;

const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOfMel = (m: number) => 700 * (10 ** (m / 2595) - 1);

/** Triangular mel filters over the FFT's bins: for each band, its first bin and weights. */
function filterbank(sampleRate: number, size: number): { first: number; weights: Float32Array }[] {
  const lowMel = mel(LOW_HZ);
  const highMel = mel(Math.min(HIGH_HZ, sampleRate / 2));
  const edges = Array.from({ length: BANDS + 2 }, (_, i) => (hzOfMel(lowMel + ((highMel - lowMel) * i) / (BANDS + 1)) * size) / sampleRate);
  return Array.from({ length: BANDS }, (_, b) => {
    const [left, centre, right] = [edges[b]!, edges[b + 1]!, edges[b + 2]!];
    const first = Math.ceil(left);
    const last = Math.floor(right);
    const weights = new Float32Array(Math.max(0, last - first + 1));
    for (let k = first; k <= last; k++) weights[k - first] = k <= centre ? (k - left) / (centre - left) : (right - k) / (right - centre);
    return { first, weights };
  });
}

/** A growable list of fixed-width float rows. */
class FrameList {
  data: Float32Array;
  length = 0;
  constructor(
    readonly width: number,
    capacity = 1024,
  ) {
    this.data = new Float32Array(capacity * width);
  }
  push(row: ArrayLike<number>): void {
    if ((this.length + 1) * this.width > this.data.length) {
      const bigger = new Float32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    for (let i = 0; i < this.width; i++) this.data[this.length * this.width + i] = row[i]!;
    this.length++;
  }
  /** The rows, as a view of exactly their size (no copy: an hour's cepstra are tens of megabytes). */
  trimmed(): Float32Array {
    return this.data.subarray(0, this.length * this.width);
  }
}

/** Cepstra and log energy (dB) of a stream of samples at one rate. */
export class MfccStream {
  readonly cepstra = new FrameList(CEPSTRA, 4096);
  readonly energy = new FrameList(1, 4096);
  private readonly window: number;
  private readonly hop: number;
  private readonly size: number;
  private readonly fft: FFT;
  private readonly hamming: Float32Array;
  private readonly bank: { first: number; weights: Float32Array }[];
  private readonly dct: Float32Array;
  /** Samples not yet consumed by a whole frame. */
  private pending = new Float32Array(0);
  private previous = 0;
  private readonly input: number[];
  private readonly spectrum: number[];
  private readonly bands = new Float32Array(BANDS);
  private readonly row = new Float32Array(CEPSTRA);

  constructor(sampleRate: number) {
    this.window = Math.round(WINDOW_SECONDS * sampleRate);
    this.hop = Math.round(HOP_SECONDS * sampleRate);
    this.size = 2 ** Math.ceil(Math.log2(this.window));
    this.fft = new FFT(this.size);
    this.hamming = Float32Array.from({ length: this.window }, (_, n) => 0.54 - 0.46 * Math.cos((2 * Math.PI * n) / (this.window - 1)));
    this.bank = filterbank(sampleRate, this.size);
    this.dct = Float32Array.from({ length: CEPSTRA * BANDS }, (_, index) => {
      const c = Math.floor(index / BANDS) + 1;
      const b = index % BANDS;
      return Math.cos((Math.PI * c * (b + 0.5)) / BANDS);
    });
    this.input = new Array<number>(this.size).fill(0);
    this.spectrum = this.fft.createComplexArray() as number[];
  }

  /** Samples in [-1, 1]; whole frames are taken as soon as they are there. */
  push(samples: Float32Array): void {
    const all = new Float32Array(this.pending.length + samples.length);
    all.set(this.pending);
    all.set(samples, this.pending.length);
    // Pre-emphasis runs over the stream, so the first sample of a chunk sees the last of the one before.
    let offset = 0;
    while (offset + this.window <= all.length) {
      this.frame(all, offset);
      offset += this.hop;
    }
    this.pending = all.slice(offset);
  }

  private frame(samples: Float32Array, offset: number): void {
    const input = this.input;
    let before = offset > 0 ? samples[offset - 1]! : this.previous;
    let power = 0;
    for (let n = 0; n < this.window; n++) {
      const s = samples[offset + n]!;
      power += s * s;
      input[n] = (s - PRE_EMPHASIS * before) * this.hamming[n]!;
      before = s;
    }
    this.previous = samples[offset + this.hop - 1] ?? before;
    this.fft.realTransform(this.spectrum, input);
    const spectrum = this.spectrum;
    for (let b = 0; b < BANDS; b++) {
      const { first, weights } = this.bank[b]!;
      let sum = 0;
      for (let k = 0; k < weights.length; k++) {
        const re = spectrum[2 * (first + k)]!;
        const im = spectrum[2 * (first + k) + 1]!;
        sum += weights[k]! * (re * re + im * im);
      }
      this.bands[b] = Math.log(sum + 1e-10);
    }
    for (let c = 0; c < CEPSTRA; c++) {
      let sum = 0;
      for (let b = 0; b < BANDS; b++) sum += this.dct[c * BANDS + b]! * this.bands[b]!;
      this.row[c] = sum;
    }
    this.cepstra.push(this.row);
    this.energy.push([10 * Math.log10(power / this.window + 1e-10)]);
  }
}

/** Each cepstrum to zero mean and unit variance over the sequence: a voice, a microphone or a room shift it as a whole. */
export function normalise(frames: Float32Array, width: number): Float32Array {
  const count = frames.length / width;
  if (count === 0) return frames;
  for (let c = 0; c < width; c++) {
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < count; i++) {
      const v = frames[i * width + c]!;
      sum += v;
      squares += v * v;
    }
    const mean = sum / count;
    const sd = Math.sqrt(Math.max(squares / count - mean * mean, 1e-8));
    for (let i = 0; i < count; i++) frames[i * width + c] = (frames[i * width + c]! - mean) / sd;
  }
  return frames;
}
