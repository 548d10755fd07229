import { describe, expect, it } from 'vitest';
import { segmentTimeIssues } from './segment-times.ts';

const seg = (start_time: string, end_time: string) => ({ start_time, end_time });

describe('segmentTimeIssues', () => {
  it('accepts ordered, touching segments inside the duration', () => {
    expect(segmentTimeIssues([seg('00:00:00', '00:05:00'), seg('00:05:00', '00:10:00')], '00:10:00')).toEqual([]);
  });

  it('names the field of each badly formatted time', () => {
    expect(segmentTimeIssues([seg('0:5', '00:10:00'), seg('00:10:00', '00:61:00')])).toEqual([
      { index: 0, field: 'start_time', problem: 'format' },
      { index: 1, field: 'end_time', problem: 'format' },
    ]);
  });

  it('refuses an end at or before the start', () => {
    expect(segmentTimeIssues([seg('00:05:00', '00:05:00')])).toEqual([{ index: 0, field: 'end_time', problem: 'endBeforeStart' }]);
  });

  it('refuses an end beyond the duration only when a duration is known', () => {
    expect(segmentTimeIssues([seg('00:00:00', '00:11:00')], '00:10:00')).toEqual([
      { index: 0, field: 'end_time', problem: 'beyondDuration' },
    ]);
    expect(segmentTimeIssues([seg('00:00:00', '00:11:00')], '')).toEqual([]);
  });

  it('marks the later of two overlapping segments at its start, whatever the list order', () => {
    expect(segmentTimeIssues([seg('00:04:00', '00:08:00'), seg('00:00:00', '00:05:00')])).toEqual([
      { index: 0, field: 'start_time', problem: 'overlap' },
    ]);
  });
});
