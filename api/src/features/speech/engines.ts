import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TranscribeEngineSpec } from '../../config.ts';
import { runTool } from '../media-files/ffmpeg.ts';

// The speech recognizers a machine draft can come from, behind one interface (docs/behaviour.md §704):
// Debian's pocketsphinx (English), a whisper.cpp binary and model the operator provides, or an
// OpenAI-compatible transcription endpoint the operator runs. Each reads a 16 kHz mono WAV file.

/** One recognized word, its times in seconds and how sure the engine was (0–1). */
export interface HeardWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
}

/** Why drafts cannot be made here: the engine is off, or what to install. */
export type EngineUnavailable = { reason: 'off' } | { reason: 'missing'; install: string; detail: string };

export interface TranscribeEngine {
  name: 'pocketsphinx' | 'whisper-cpp' | 'http';
  /** Language tags it transcribes (`en`…); null: whatever it is asked. */
  languages: readonly string[] | null;
  /** Null when it runs here, else why not (asked at each request: an install needs no restart). */
  unavailable(): Promise<EngineUnavailable | null>;
  transcribe(wav: string, language: string, signal: AbortSignal): Promise<HeardWord[]>;
}

function runs(program: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', () => resolve(true));
  });
}

/** Reads a program's stdout whole (its stderr's tail becomes the reason when it fails). */
async function output(program: string, args: string[], signal: AbortSignal): Promise<string> {
  let out = '';
  await runTool(program, args, {
    signal,
    onStdout: async (stream) => {
      stream.setEncoding('utf8');
      for await (const chunk of stream) out += chunk as string;
    },
  });
  return out;
}

const POCKETSPHINX = 'pocketsphinx_continuous';

/** Lines `word start end probability` (`-time yes`); fillers (`<s>`, `<sil>`, `[NOISE]`) and pronunciation marks `(2)` go. */
export function readPocketsphinx(text: string): HeardWord[] {
  const words: HeardWord[] = [];
  for (const line of text.split('\n')) {
    const match = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(line.trim());
    if (!match || /^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(match[1]!)) continue;
    words.push({ word: match[1]!.replace(/\(\d+\)$/, ''), start: Number(match[2]), end: Number(match[3]), confidence: Number(match[4]) });
  }
  return words;
}

const pocketsphinx: TranscribeEngine = {
  name: 'pocketsphinx',
  languages: ['en'],
  async unavailable() {
    return (await runs(POCKETSPHINX, ['-version']))
      ? null
      : { reason: 'missing', install: 'pocketsphinx', detail: "Install Debian's pocketsphinx and pocketsphinx-en-us packages." };
  },
  async transcribe(wav, _language, signal) {
    return readPocketsphinx(await output(POCKETSPHINX, ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null'], signal));
  },
};

interface WhisperJson {
  transcription?: {
    offsets?: { from: number; to: number };
    tokens?: { text: string; p?: number; offsets?: { from: number; to: number } }[];
  }[];
}

/** whisper.cpp's full JSON: tokens joined into words (a token opening with a space starts one), special tokens left out. */
export function readWhisperJson(json: WhisperJson): HeardWord[] {
  const words: HeardWord[] = [];
  for (const segment of json.transcription ?? []) {
    let current: (HeardWord & { ps: number[] }) | null = null;
    for (const token of segment.tokens ?? []) {
      if (/^\[_|^<\|/.test(token.text)) continue;
      const from = (token.offsets?.from ?? segment.offsets?.from ?? 0) / 1000;
      const to = (token.offsets?.to ?? segment.offsets?.to ?? 0) / 1000;
      if (!current || /^\s/.test(token.text)) {
        if (current) words.push({ ...current, confidence: average(current.ps) });
        current = { word: token.text.trim(), start: from, end: to, confidence: 0, ps: [token.p ?? 1] };
      } else {
        current.word += token.text;
        current.end = to;
        current.ps.push(token.p ?? 1);
      }
    }
    if (current) words.push({ word: current.word, start: current.start, end: current.end, confidence: average(current.ps) });
  }
  return words.filter((w) => w.word !== '');
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

function whisperCpp(binary: string, model: string): TranscribeEngine {
  return {
    name: 'whisper-cpp',
    languages: null,
    async unavailable() {
      const [program, weights] = await Promise.all([
        runs(binary, ['--help']),
        fs.access(model).then(
          () => true,
          () => false,
        ),
      ]);
      if (!program) return { reason: 'missing', install: 'whisper-cpp', detail: `No whisper.cpp program runs at ${binary}.` };
      if (!weights) return { reason: 'missing', install: 'whisper-cpp', detail: `No whisper.cpp model at ${model}.` };
      return null;
    },
    async transcribe(wav, language, signal) {
      const base = path.join(path.dirname(wav), 'whisper');
      await runTool(binary, ['-m', model, '-f', wav, '-l', language, '-ojf', '-of', base, '-np'], { signal });
      return readWhisperJson(JSON.parse(await fs.readFile(`${base}.json`, 'utf8')) as WhisperJson);
    },
  };
}

interface OpenAiVerbose {
  words?: { word: string; start: number; end: number; probability?: number }[];
  segments?: { start: number; end: number; text: string; avg_logprob?: number }[];
}

/**
 * An OpenAI-compatible `verbose_json` answer as words: its `words` when it gives them (their segment's
 * average log-probability as their confidence where the word has none), else each segment's words spread
 * over the segment's time.
 */
export function readOpenAiVerbose(answer: OpenAiVerbose): HeardWord[] {
  const segments = answer.segments ?? [];
  const sureness = (at: number) => {
    const segment = segments.find((s) => at >= s.start && at < s.end);
    return segment?.avg_logprob !== undefined ? Math.exp(segment.avg_logprob) : 1;
  };
  if (answer.words?.length) {
    return answer.words.map((w) => ({ word: w.word.trim(), start: w.start, end: w.end, confidence: w.probability ?? sureness(w.start) }));
  }
  return segments.flatMap((segment) => {
    const words = segment.text.trim().split(/\s+/).filter(Boolean);
    const step = (segment.end - segment.start) / Math.max(1, words.length);
    const confidence = segment.avg_logprob !== undefined ? Math.exp(segment.avg_logprob) : 1;
    return words.map((word, i) => ({ word, start: segment.start + i * step, end: segment.start + (i + 1) * step, confidence }));
  });
}

function httpEngine(url: string): TranscribeEngine {
  return {
    name: 'http',
    languages: null,
    unavailable: async () => null,
    async transcribe(wav, language, signal) {
      const form = new FormData();
      form.append('file', new Blob([await fs.readFile(wav)], { type: 'audio/wav' }), 'recording.wav');
      form.append('model', 'whisper-1');
      form.append('language', language);
      form.append('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'word');
      form.append('timestamp_granularities[]', 'segment');
      const response = await fetch(url, { method: 'POST', body: form, signal });
      if (!response.ok) throw new Error(`the transcription service answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      return readOpenAiVerbose((await response.json()) as OpenAiVerbose);
    },
  };
}

/** The engine TRANSCRIBE_ENGINE names; null when it is `off`. */
export function engineFor(spec: TranscribeEngineSpec = { kind: 'pocketsphinx' }): TranscribeEngine | null {
  switch (spec.kind) {
    case 'off':
      return null;
    case 'pocketsphinx':
      return pocketsphinx;
    case 'whisper-cpp':
      return whisperCpp(spec.binary, spec.model);
    case 'http':
      return httpEngine(spec.url);
  }
}
