import { expect, it } from 'vitest';
import { readOpenAiVerbose, readPocketsphinx, readWhisperJson } from './engines.ts';

// What each engine's output says, read as words with times and confidence (docs/behaviour.md §704). The
// pocketsphinx engine itself runs in transcript-jobs.test.ts; whisper.cpp is the operator's to provide, so its
// output is read here as its `-ojf` file writes it.

it('reads pocketsphinx -time lines, leaving out silences, fillers and pronunciation variants', () => {
  const out = [
    'we was on the you sold',
    '<s> 0.000 0.150 0.999100',
    'we 0.160 0.320 0.984224',
    'was(2) 0.330 0.480 0.107221',
    '<sil> 0.730 0.830 0.99',
    '[NOISE] 1.0 1.1 0.5',
    '</s> 5.380 5.790 1.000000',
  ].join('\n');
  expect(readPocketsphinx(out)).toEqual([
    { word: 'we', start: 0.16, end: 0.32, confidence: 0.984224 },
    { word: 'was', start: 0.33, end: 0.48, confidence: 0.107221 },
  ]);
});

it('joins whisper.cpp tokens into words, each with its tokens’ mean probability, without special tokens', () => {
  const json = {
    transcription: [
      {
        offsets: { from: 0, to: 2000 },
        tokens: [
          { text: '[_BEG_]', p: 1, offsets: { from: 0, to: 0 } },
          { text: ' Hel', p: 0.9, offsets: { from: 0, to: 300 } },
          { text: 'lo', p: 0.5, offsets: { from: 300, to: 600 } },
          { text: ' Az', p: 0.2, offsets: { from: 700, to: 900 } },
          { text: 'rou', p: 0.4, offsets: { from: 900, to: 1200 } },
          { text: '[_TT_60]', p: 1, offsets: { from: 2000, to: 2000 } },
        ],
      },
    ],
  };
  const words = readWhisperJson(json);
  expect(words.map((w) => [w.word, w.start, w.end])).toEqual([
    ['Hello', 0, 0.6],
    ['Azrou', 0.7, 1.2],
  ]);
  expect(words[0]!.confidence).toBeCloseTo(0.7);
  expect(words[1]!.confidence).toBeCloseTo(0.3);
});

it('reads an OpenAI-compatible verbose answer: words when given, else each segment’s words spread over it', () => {
  const segments = [{ start: 0, end: 2, text: ' two words', avg_logprob: Math.log(0.4) }];
  expect(readOpenAiVerbose({ segments, words: [{ word: ' two', start: 0, end: 1 }] })).toEqual([
    { word: 'two', start: 0, end: 1, confidence: expect.closeTo(0.4) },
  ]);
  expect(readOpenAiVerbose({ segments })).toEqual([
    { word: 'two', start: 0, end: 1, confidence: expect.closeTo(0.4) },
    { word: 'words', start: 1, end: 2, confidence: expect.closeTo(0.4) },
  ]);
});
