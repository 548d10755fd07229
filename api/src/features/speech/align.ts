import { decodeInto, speak } from './audio.ts';
import { warp } from './dtw.ts';
import { CEPSTRA, HOP_SECONDS, MfccStream, normalise } from './mfcc.ts';
import { loudFrames, speechOnsetNear } from './voice-activity.ts';

// Alignment of a transcript to its recording, offline (docs/behaviour.md §704, docs/decisions.md §1600):
// espeak-ng speaks each paragraph, a short pause between; the cepstra of that speech and of the recording
// are warped onto each other (dtw.ts); each paragraph's first spoken frame lands on a frame of the
// recording, which is moved to the onset of speech nearest it (voice-activity.ts).

/** Pause put between two paragraphs of the synthesized speech, as between two answers. */
const GAP_SECONDS = 0.4;
const SYNTH_RATE_DEFAULT = 22_050;
/** A paragraph's speech starts at its first frame within this many dB of its loudest. */
const ONSET_BELOW_PEAK_DB = 30;

export interface AlignRequest {
  /** The recording, a file ffmpeg reads. */
  recording: string;
  /** Each paragraph's words as spoken (no markers, no speaker names). */
  paragraphs: string[];
  /** espeak-ng's voice for the transcript's language (`en`, `ar`, `fr`). */
  voice: string;
  ffmpeg: string;
  espeak: string;
  /** The recording's length as probed, for progress. */
  durationSeconds?: number | null;
  signal?: AbortSignal;
  onProgress?: (share: number) => void;
}

/** Frames of the synthesized speech and, per paragraph, the frame its speech starts (null: nothing to say). */
async function synthesize(
  request: AlignRequest,
  onDone: (count: number) => void,
): Promise<{ stream: MfccStream; onsets: (number | null)[] }> {
  let stream: MfccStream | null = null;
  const onsets: (number | null)[] = [];
  for (const [index, text] of request.paragraphs.entries()) {
    const words = text.trim();
    const speech = words ? await speak(request.espeak, request.voice, words, request.signal) : null;
    stream ??= new MfccStream(speech?.rate ?? SYNTH_RATE_DEFAULT);
    const rate = speech?.rate ?? SYNTH_RATE_DEFAULT;
    stream.push(silence(Math.round(GAP_SECONDS * rate)));
    const from = stream.energy.length;
    if (speech) stream.push(speech.samples);
    onsets.push(speech ? firstLoudFrame(stream.energy.data, from, stream.energy.length) : null);
    onDone(index + 1);
  }
  stream ??= new MfccStream(SYNTH_RATE_DEFAULT);
  stream.push(silence(Math.round(GAP_SECONDS * SYNTH_RATE_DEFAULT)));
  return { stream, onsets };
}

function silence(samples: number): Float32Array {
  return Float32Array.from({ length: samples }, () => (Math.random() - 0.5) * 1e-3);
}

function firstLoudFrame(energy: Float32Array, from: number, to: number): number | null {
  let peak = -Infinity;
  for (let i = from; i < to; i++) peak = Math.max(peak, energy[i]!);
  if (!Number.isFinite(peak)) return null;
  for (let i = from; i < to; i++) if (energy[i]! >= peak - ONSET_BELOW_PEAK_DB) return i;
  return null;
}

/**
 * The start of each paragraph's speech in the recording, in seconds (null for a paragraph with no words).
 * Times never go back from one paragraph to the next.
 */
export async function alignParagraphs(request: AlignRequest): Promise<(number | null)[]> {
  const total = request.paragraphs.length;
  let heard = 0;
  let spoken = 0;
  const report = () => {
    const decoded = request.durationSeconds ? Math.min(1, heard / request.durationSeconds) : 0;
    request.onProgress?.(0.6 * (0.5 * decoded + 0.5 * (total ? spoken / total : 1)));
  };
  const recording = new MfccStream(16_000);
  const [, synth] = await Promise.all([
    decodeInto(request.ffmpeg, request.recording, recording, {
      ...(request.signal ? { signal: request.signal } : {}),
      onSeconds: (seconds) => {
        if (seconds - heard < 30) return;
        heard = seconds;
        report();
      },
    }),
    synthesize(request, (count) => {
      spoken = count;
      report();
    }),
  ]);
  const recorded = normalise(recording.cepstra.trimmed(), CEPSTRA);
  const loud = loudFrames(recording.energy.trimmed());
  const spokenFrames = normalise(synth.stream.cepstra.trimmed(), CEPSTRA);
  const path = await warp(spokenFrames, recorded, CEPSTRA, {
    ...(request.signal ? { signal: request.signal } : {}),
    onProgress: (share) => request.onProgress?.(0.6 + 0.4 * share),
  });
  let latest = 0;
  return synth.onsets.map((onset) => {
    if (onset === null) return null;
    const frame = path.first[Math.min(onset, path.first.length - 1)]!;
    const start = Math.max(latest, speechOnsetNear(loud, frame) * HOP_SECONDS);
    latest = start;
    return Math.round(start * 1000) / 1000;
  });
}
