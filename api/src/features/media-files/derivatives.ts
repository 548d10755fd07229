import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Probe, runTool } from './ffmpeg.ts';

// The single files made from an original: its checksum, a poster frame and waveform peaks.

/** sha256 of a stream, read in chunks (memory flat whatever the size). */
export async function sha256Of(stream: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

export const sha256OfFile = (file: string) => sha256Of(fs.createReadStream(file));

/** Where the poster frame is cut: a tenth into the recording (past black openings), at most 30 s in. */
export const posterAt = (duration: number | null): number => Math.min((duration ?? 0) * 0.1, 30);

/**
 * A frame a tenth into the video (past black openings) unless `seconds` says where, at most 720 lines high, as JPEG.
 * `seconds: null` makes it black at the usual size: the public poster of a recording withheld from end to end
 * (docs/behaviour.md §610), which has no moment to show.
 */
export async function makePoster(
  ffmpeg: string,
  input: string,
  source: Probe,
  out: string,
  seconds: number | null = posterAt(source.duration),
  signal?: AbortSignal,
): Promise<void> {
  const at = (seconds ?? posterAt(source.duration)).toFixed(2);
  const scale = "scale=-2:'min(720,ih)'";
  const filter = seconds === null ? `${scale},drawbox=t=fill:c=black` : scale;
  await runTool(ffmpeg, ['-hide_banner', '-nostdin', '-y', '-ss', at, '-i', input, '-frames:v', '1', '-vf', filter, '-q:v', '3', out], {
    signal,
  });
}

const PEAK_RATE = 8000;
/** Peaks in the file: enough for a wide screen's width, few enough to load at once. */
const PEAKS = 1000;

/** Waveform peaks (0 to 1, three decimals) from mono 8 kHz samples streamed out of ffmpeg. */
export async function makeWaveform(ffmpeg: string, input: string, source: Probe, out: string, signal?: AbortSignal): Promise<void> {
  const total = Math.max(1, Math.ceil((source.duration ?? 1) * PEAK_RATE));
  const perPeak = Math.max(1, Math.ceil(total / PEAKS));
  const peaks: number[] = [];
  let max = 0;
  let count = 0;
  let carry: Buffer | null = null;
  await runTool(ffmpeg, ['-hide_banner', '-nostdin', '-i', input, '-map', '0:a:0', '-ac', '1', '-ar', `${PEAK_RATE}`, '-f', 's16le', '-'], {
    signal,
    onStdout: async (stream) => {
      for await (const raw of stream) {
        let chunk = raw as Buffer;
        if (carry) chunk = Buffer.concat([carry, chunk]);
        const whole = chunk.length - (chunk.length % 2);
        carry = whole < chunk.length ? chunk.subarray(whole) : null;
        for (let i = 0; i < whole; i += 2) {
          max = Math.max(max, Math.abs(chunk.readInt16LE(i)));
          if (++count === perPeak) {
            peaks.push(Math.round((max / 32768) * 1000) / 1000);
            max = 0;
            count = 0;
          }
        }
      }
    },
  });
  if (count) peaks.push(Math.round((max / 32768) * 1000) / 1000);
  await fsp.writeFile(out, JSON.stringify({ sample_rate: PEAK_RATE, samples_per_peak: perPeak, peaks }));
}

/** Every file below `dir`, as paths relative to it with `/`, sorted. */
export async function filesBelow(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesBelow(path.join(dir, entry.name), rel)));
    else found.push(rel);
  }
  return found.sort();
}

/** Copies a stream to a local file (an original fetched back from object storage). */
export async function saveStream(stream: Readable, file: string): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await pipeline(stream, fs.createWriteStream(file));
}
