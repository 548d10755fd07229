import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alignParagraphs } from '../api/src/features/speech/align.ts';
import { compressed, speakInterview } from '../api/test/spoken-interview.ts';

// `npm run bench:align [-- --scale=0 --save=bench/RESULTS.md]` (manual, never part of npm test).
// Accuracy: interviews spoken for the benchmark by espeak-ng in voices, paces and pitches other than the one
// alignment synthesizes with (its default), with pauses of 0.3–3 s and a hum and rumble under them, whose
// paragraph starts are known; each aligned as Atlas aligns (docs/behaviour.md §704), and the error of every
// paragraph's start measured. Goals: median at most 0.5 s, 95th percentile at most 1.5 s, in English and in
// Arabic (with and without vowels in the transcript). French is measured too.
// Scale: a one-hour interview (AAC, as uploaded) aligned once; wall time and the process's memory growth.
// Goals: at most 5 minutes and under 200 MiB.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const SCALE = args.scale !== '0';
const MEDIAN_GOAL = 0.5;
const P95_GOAL = 1.5;
const SCALE_SECONDS_GOAL = 300;
const SCALE_MIB_GOAL = 200;

function sentences(words: string[], count: number, seed: number, length: [number, number]): string[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () => {
    const n = length[0] + Math.floor(next() * (length[1] - length[0]));
    const chosen = Array.from({ length: n }, () => words[Math.floor(next() * words.length)]!);
    return `${chosen.join(' ')}.`;
  });
}

const ENGLISH = (
  'the weavers of Ifrane sold their carpets in the market every Thursday morning and nobody remembers the old road to ' +
  'Boulemane where cedar forests grow above the river my grandmother told us stories about the snow that closed the ' +
  'passes for weeks we kept sheep and goats in the lower room while the men cut wood and the women made bread and tea'
).split(' ');
const ARABIC = (
  'ذَهَبَتْ جَدَّتِي إِلَى السُّوقِ كُلَّ يَوْمِ خَمِيسٍ وَكَانَتْ تَبِيعُ الزَّرَابِيَّ الَّتِي نَسَجَتْهَا بِيَدِهَا فِي الشِّتَاءِ ' +
  'كَانَ الثَّلْجُ يُغْلِقُ الطَّرِيقَ إِلَى الْجَبَلِ كُنَّا نَشْرَبُ الشَّايَ بِالنَّعْنَاعِ قُرْبَ النَّارِ وَنَسْمَعُ الْحِكَايَاتِ عَنِ الْغَابَةِ وَالنَّهْرِ'
).split(' ');
const FRENCH = (
  'ma grand-mère tissait des tapis à Ifrane pendant quarante ans le marché avait lieu le jeudi et tout le monde descendait ' +
  'des montagnes en hiver la neige fermait la route vers Azrou nous buvions du thé à la menthe près du feu'
).split(' ');
const withoutVowels = (text: string) => text.replace(/[\u064B-\u0652\u0670]/g, '');

interface Case {
  language: 'English' | 'Arabic' | 'French';
  label: string;
  voice: string;
  speed: number;
  pitch: number;
  noise: number;
  paragraphs: string[];
  /** What the transcript holds (the Arabic without vowels case differs from what was spoken). */
  transcript?: (text: string) => string;
  synthVoice: string;
}

const english = sentences(ENGLISH, 40, 1, [6, 28]);
const arabic = sentences(ARABIC, 40, 2, [5, 22]);
const french = sentences(FRENCH, 30, 3, [6, 24]);
const CASES: Case[] = [
  {
    language: 'English',
    label: 'woman, slow, high (en+f3, 140 wpm, pitch 75), noise 3 %',
    voice: 'en+f3',
    speed: 140,
    pitch: 75,
    noise: 0.03,
    paragraphs: english,
    synthVoice: 'en',
  },
  {
    language: 'English',
    label: 'Klatt voice, fast, low (en+klatt, 200 wpm, pitch 25), noise 6 %',
    voice: 'en+klatt',
    speed: 200,
    pitch: 25,
    noise: 0.06,
    paragraphs: english,
    synthVoice: 'en',
  },
  {
    language: 'English',
    label: 'US English man (en-us+m7, 165 wpm, pitch 40), noise 10 %',
    voice: 'en-us+m7',
    speed: 165,
    pitch: 40,
    noise: 0.1,
    paragraphs: english,
    synthVoice: 'en',
  },
  {
    language: 'Arabic',
    label: 'woman (ar+f2, 130 wpm, pitch 70), noise 3 %, transcript with vowels',
    voice: 'ar+f2',
    speed: 130,
    pitch: 70,
    noise: 0.03,
    paragraphs: arabic,
    synthVoice: 'ar',
  },
  {
    language: 'Arabic',
    label: 'Klatt voice (ar+klatt, 185 wpm, pitch 30), noise 6 %, transcript without vowels',
    voice: 'ar+klatt',
    speed: 185,
    pitch: 30,
    noise: 0.06,
    paragraphs: arabic,
    transcript: withoutVowels,
    synthVoice: 'ar',
  },
  {
    language: 'Arabic',
    label: 'man (ar+m3, 160 wpm, pitch 45), noise 10 %, transcript without vowels',
    voice: 'ar+m3',
    speed: 160,
    pitch: 45,
    noise: 0.1,
    paragraphs: arabic,
    transcript: withoutVowels,
    synthVoice: 'ar',
  },
  {
    language: 'French',
    label: 'woman (fr+f4, 150 wpm, pitch 65), noise 5 %',
    voice: 'fr+f4',
    speed: 150,
    pitch: 65,
    noise: 0.05,
    paragraphs: french,
    synthVoice: 'fr',
  },
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
};
const s = (n: number) => `${n.toFixed(2)} s`;

async function accuracy(dir: string): Promise<string[]> {
  const rows: string[] = [];
  const byLanguage = new Map<string, number[]>();
  for (const [index, c] of CASES.entries()) {
    const spoken = await speakInterview(dir, `case-${index}`, c.paragraphs, {
      voice: c.voice,
      speed: c.speed,
      pitch: c.pitch,
      noise: c.noise,
      pauses: [0.3, 3],
      seed: 17 + index,
    });
    const started = performance.now();
    const found = await alignParagraphs({
      recording: spoken.file,
      paragraphs: c.paragraphs.map(c.transcript ?? ((t) => t)),
      voice: c.synthVoice,
      ffmpeg: 'ffmpeg',
      espeak: 'espeak-ng',
      durationSeconds: spoken.seconds,
    });
    const ms = performance.now() - started;
    const errors = found.map((start, i) => Math.abs((start ?? 0) - spoken.starts[i]!));
    byLanguage.set(c.language, [...(byLanguage.get(c.language) ?? []), ...errors]);
    rows.push(
      `| ${c.language} | ${c.label} | ${c.paragraphs.length} | ${(spoken.seconds / 60).toFixed(1)} min | ${s(percentile(errors, 0.5))} | ${s(percentile(errors, 0.95))} | ${s(Math.max(...errors))} | ${(ms / 1000).toFixed(1)} s |`,
    );
    console.log(rows.at(-1));
    fs.rmSync(spoken.file);
  }
  const summary = [...byLanguage].map(([language, errors]) => {
    const median = percentile(errors, 0.5);
    const p95 = percentile(errors, 0.95);
    const goal = language === 'French' ? 'measured' : median <= MEDIAN_GOAL && p95 <= P95_GOAL ? 'met' : 'NOT met';
    return `| ${language} | ${errors.length} | ${s(median)} (goal ≤ ${MEDIAN_GOAL} s) | ${s(p95)} (goal ≤ ${P95_GOAL} s) | ${s(Math.max(...errors))} | ${goal} |`;
  });
  return [
    '| Language | Recording | Paragraphs | Length | Median error | p95 | Worst | Align time |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    '| Language | Paragraphs | Median error | p95 | Worst | Goal |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...summary,
  ];
}

async function scale(dir: string): Promise<string[]> {
  const paragraphs = sentences(ENGLISH, 320, 9, [20, 40]);
  const spoken = await speakInterview(dir, 'hour', paragraphs, {
    voice: 'en+f3',
    speed: 150,
    pitch: 70,
    noise: 0.04,
    pauses: [0.5, 3],
    seed: 5,
  });
  const file = await compressed(spoken.file);
  fs.rmSync(spoken.file);
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  const found = await alignParagraphs({
    recording: file,
    paragraphs,
    voice: 'en',
    ffmpeg: 'ffmpeg',
    espeak: 'espeak-ng',
    durationSeconds: spoken.seconds,
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const growth = (peak - base) / 1024 / 1024;
  const errors = found.map((start, i) => Math.abs((start ?? 0) - spoken.starts[i]!));
  return [
    '| Recording | Paragraphs | Wall time | Memory growth (RSS peak − before) | Median error | p95 | Goals |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    `| ${(spoken.seconds / 60).toFixed(1)} min AAC 64 kb/s, en+f3 150 wpm, noise 4 % | ${paragraphs.length} | ${seconds.toFixed(0)} s (goal ≤ ${SCALE_SECONDS_GOAL} s) | ${growth.toFixed(0)} MiB (goal < ${SCALE_MIB_GOAL} MiB) | ${s(percentile(errors, 0.5))} | ${s(percentile(errors, 0.95))} | ${seconds <= SCALE_SECONDS_GOAL && growth < SCALE_MIB_GOAL ? 'met' : 'NOT met'} |`,
  ];
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-align-bench-'));
try {
  const header = `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} at the start, Node ${process.version}`;
  console.log(header);
  const table = [header, '', ...(await accuracy(dir))];
  if (SCALE) table.push('', ...(await scale(dir)));
  table.push(
    '',
    `Load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(table.join('\n'));
  if (args.save) fs.appendFileSync(args.save, `\n${table.join('\n')}\n`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
