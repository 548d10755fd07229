import { describe, expect, it } from 'vitest';
import { parseTimedTranscript } from '#contracts/transcript-timing';
import { alignTranscripts } from './align-transcripts.ts';

const texts = (cells: Array<{ text: string }>) => cells.map((p) => p.text);

describe('alignTranscripts', () => {
  it('rows start at segment starts and at times both transcripts mark; an extra paragraph stays in its row', () => {
    const english = parseTimedTranscript('[00:00] A\n\n[00:05] B\n\n[00:08] B2\n\n[00:20] C');
    const arabic = parseTimedTranscript('[00:00] أ\n\n[00:05] ب\n\n[00:21] ج');
    const rows = alignTranscripts(english, arabic, [0, 20]);
    expect(rows.map((row) => [row.start, texts(row.cells[0]), texts(row.cells[1])])).toEqual([
      [0, ['A'], ['أ']],
      [5, ['B', 'B2'], ['ب']],
      [20, ['C'], ['ج']],
    ]);
  });

  it('pairs the n-th paragraphs when either transcript has no times', () => {
    const rows = alignTranscripts(parseTimedTranscript('One\n\nTwo\n\nThree'), parseTimedTranscript('[00:01] واحد\n\n[00:02] اثنان'), [0]);
    expect(rows.map((row) => [row.start, texts(row.cells[0]), texts(row.cells[1])])).toEqual([
      [null, ['One'], ['واحد']],
      [null, ['Two'], ['اثنان']],
      [null, ['Three'], []],
    ]);
  });
});
