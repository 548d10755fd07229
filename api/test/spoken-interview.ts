import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { readWave } from '../src/features/speech/audio.ts';

const run = promisify(execFile);

// A recording made for the alignment tests and benchmark, whose paragraph times are known: each paragraph
// spoken by espeak-ng in a voice, pace and pitch other than the one alignment synthesizes with, pauses of
// varied length between them, and background noise (a hum and a rumble) under everything.

export interface SpokenInterview {
  /** A WAV file (22,050 Hz mono). */
  file: string;
  /** Where each paragraph's speech starts, in seconds. */
  starts: number[];
  seconds: number;
}

interface Options {
  /** espeak-ng's voice and variant for the speaker (`en+f3`, `ar+m3`…). */
  voice: string;
  /** Words a minute and pitch (0–99). */
  speed?: number;
  pitch?: number;
  /** Seed of the pauses and the noise, so a run can be repeated. */
  seed?: number;
  /** Noise level against speech, as a fraction of full scale. */
  noise?: number;
  /** Pauses between paragraphs, shortest and longest (seconds). */
  pauses?: [number, number];
}

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** The first 10 ms window whose loudness is within 30 dB of the clip's loudest: where the speech starts. */
function speechStart(samples: Float32Array, rate: number): number {
  const size = Math.round(rate / 100);
  const levels: number[] = [];
  for (let i = 0; i + size <= samples.length; i += size) {
    let sum = 0;
    for (let k = i; k < i + size; k++) sum += samples[k]! * samples[k]!;
    levels.push(sum / size);
  }
  const peak = Math.max(...levels);
  return (
    Math.max(
      0,
      levels.findIndex((level) => level >= peak / 1000),
    ) * size
  );
}

function waveFile(samples: Float32Array, rate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32767))), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Speaks `paragraphs` as one interview into `dir`; the paragraphs' true starts come back with the file. */
export async function speakInterview(dir: string, name: string, paragraphs: string[], options: Options): Promise<SpokenInterview> {
  const next = random(options.seed ?? 7);
  const [shortest, longest] = options.pauses ?? [0.3, 2.5];
  const clips: Float32Array[] = [];
  let rate = 22_050;
  for (const [index, text] of paragraphs.entries()) {
    const file = path.join(dir, `${name}-${index}.wav`);
    const args = ['-v', options.voice, '-s', String(options.speed ?? 150), '-p', String(options.pitch ?? 70), '-w', file, '--stdin'];
    await new Promise<void>((resolve, reject) => {
      const child = execFile('espeak-ng', args, (error) => (error ? reject(error) : resolve()));
      child.stdin!.end(text);
    });
    const wave = readWave(fs.readFileSync(file));
    fs.rmSync(file);
    rate = wave.rate;
    clips.push(wave.samples);
  }
  const pauses = clips.map(() => Math.round((shortest + next() * (longest - shortest)) * rate));
  const total = clips.reduce((sum, clip, i) => sum + clip.length + pauses[i]!, Math.round(rate));
  const mix = new Float32Array(total);
  const starts: number[] = [];
  let at = 0;
  for (const [i, clip] of clips.entries()) {
    at += pauses[i]!;
    starts.push((at + speechStart(clip, rate)) / rate);
    mix.set(clip, at);
    at += clip.length;
  }
  // A 50 Hz hum with its harmonics and a low rumble (filtered noise), at `noise` of full scale.
  const level = options.noise ?? 0.03;
  let rumble = 0;
  for (let i = 0; i < mix.length; i++) {
    rumble = 0.98 * rumble + 0.02 * (next() * 2 - 1);
    const t = i / rate;
    const hum = Math.sin(2 * Math.PI * 50 * t) + 0.5 * Math.sin(2 * Math.PI * 150 * t);
    mix[i] = mix[i]! * 0.8 + level * (0.4 * hum + 6 * rumble + 0.3 * (next() * 2 - 1));
  }
  const file = path.join(dir, `${name}.wav`);
  fs.writeFileSync(file, waveFile(mix, rate));
  return { file, starts, seconds: mix.length / rate };
}

/** The same recording in AAC (as staff upload them), for runs that read a compressed file. */
export async function compressed(file: string): Promise<string> {
  const out = file.replace(/\.wav$/, '.m4a');
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', file, '-c:a', 'aac', '-b:a', '64k', out]);
  return out;
}
