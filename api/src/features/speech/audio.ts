import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { runTool } from '../media-files/ffmpeg.ts';
import { MfccStream } from './mfcc.ts';

// Sound in and out of the tools the server already runs: ffmpeg decodes a recording to 16 kHz mono as it
// reads it (an hour never sits in memory as samples), espeak-ng speaks a text (docs/behaviour.md §704).

const RECORDING_RATE = 16_000;
/** Added to every sample: digital silence has no spectrum, and a recording's pauses are never silent. */
const DITHER = 1e-3;

/** Little-endian 16-bit samples as floats, carrying an odd byte over to the next chunk. */
class PcmReader {
  private carry: Buffer | null = null;
  floats(chunk: Buffer): Float32Array {
    const bytes = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 2);
    this.carry = whole < bytes.length ? bytes.subarray(whole) : null;
    const out = new Float32Array(whole / 2);
    for (let i = 0; i < out.length; i++) out[i] = bytes.readInt16LE(i * 2) / 32768 + (Math.random() - 0.5) * DITHER;
    return out;
  }
}

/** Streams a recording's sound (16 kHz mono) into `features`; `onSeconds` hears how much was read. */
export async function decodeInto(
  ffmpeg: string,
  input: string,
  features: MfccStream,
  { signal, onSeconds }: { signal?: AbortSignal; onSeconds?: (seconds: number) => void } = {},
): Promise<void> {
  const args = ['-nostdin', '-v', 'error', '-i', input, '-vn', '-ac', '1', '-ar', String(RECORDING_RATE), '-f', 's16le', '-'];
  await runTool(ffmpeg, args, {
    ...(signal ? { signal } : {}),
    onStdout: async (stream: Readable) => {
      const reader = new PcmReader();
      let samples = 0;
      for await (const chunk of stream) {
        const floats = reader.floats(chunk as Buffer);
        features.push(floats);
        samples += floats.length;
        onSeconds?.(samples / RECORDING_RATE);
      }
    },
  });
}

/** A spoken text: espeak-ng's samples (its own rate, 22,050 Hz) and the rate. */
export interface Speech {
  samples: Float32Array;
  rate: number;
}

/** The samples of a RIFF WAVE file of 16-bit mono PCM (espeak-ng's `--stdout`, whose sizes may be left unset). */
export function readWave(wave: Buffer): Speech {
  if (wave.length < 12 || wave.toString('latin1', 0, 4) !== 'RIFF' || wave.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('espeak-ng did not answer with a WAVE file');
  }
  let offset = 12;
  let rate = 22_050;
  while (offset + 8 <= wave.length) {
    const id = wave.toString('latin1', offset, offset + 4);
    const size = wave.readUInt32LE(offset + 4);
    if (id === 'fmt ') rate = wave.readUInt32LE(offset + 12);
    if (id === 'data') {
      const data = wave.subarray(offset + 8, size > 0 && size < 0xffff_ffff ? Math.min(wave.length, offset + 8 + size) : wave.length);
      return { samples: new PcmReader().floats(data), rate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('espeak-ng answered a WAVE file without sound');
}

/** Speaks `text` with espeak-ng's `voice` (text on stdin, never parsed as options or markup). */
export function speak(espeak: string, voice: string, text: string, signal?: AbortSignal): Promise<Speech> {
  return new Promise((resolve, reject) => {
    const child = spawn(espeak, ['-v', voice, '--stdout', '--stdin'], { stdio: ['pipe', 'pipe', 'pipe'], ...(signal ? { signal } : {}) });
    const out: Buffer[] = [];
    let error = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (error = (error + chunk).slice(-2000)));
    child.on('error', (cause) => reject(new Error(`espeak-ng could not be started: ${cause.message}`)));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`espeak-ng failed: ${error.trim() || `exit ${code}`}`));
      try {
        resolve(readWave(Buffer.concat(out)));
      } catch (cause) {
        reject(cause as Error);
      }
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(`${text}\n`);
  });
}

/** The languages espeak-ng has a voice for, by code and by the language alone (`en-us` gives `en` too); empty when it is not installed. */
export function espeakLanguages(espeak: string): Promise<Set<string>> {
  return new Promise((resolve) => {
    const child = spawn(espeak, ['--voices'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', () => resolve(new Set()));
    child.on('close', () => {
      const codes = out
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/)[1] ?? '')
        .filter(Boolean);
      resolve(new Set(codes.flatMap((code) => [code, code.split('-')[0]!])));
    });
  });
}
