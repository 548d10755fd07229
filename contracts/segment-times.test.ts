import { describe, expect, it } from 'vitest';
import { segmentOverlaps, segmentTimeIssues } from './segment-times.ts';

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

  it('accepts overlapping and nested segments, and several at the same times', () => {
    const overlapping = [seg('00:04:00', '00:08:00'), seg('00:00:00', '00:05:00')];
    const nested = [seg('00:00:00', '00:10:00'), seg('00:02:00', '00:03:00')];
    const sameTimes = [seg('00:00:00', '00:01:00'), seg('00:00:00', '00:01:00'), seg('00:00:00', '00:01:00')];
    for (const segments of [overlapping, nested, sameTimes]) expect(segmentTimeIssues(segments, '00:10:00')).toEqual([]);
  });
});

describe('segmentOverlaps', () => {
  it('names, for each segment, the others it shares time with; touching is no overlap', () => {
    expect(
      segmentOverlaps([seg('00:00:00', '00:10:00'), seg('00:02:00', '00:03:00'), seg('00:10:00', '00:12:00'), seg('00:02:30', '00:04:00')]),
    ).toEqual([[1, 3], [0, 3], [], [0, 1]]);
  });

  it('leaves out a segment whose times are not valid', () => {
    expect(segmentOverlaps([seg('00:00:00', '00:05:00'), seg('00:01:00', ''), seg('00:03:00', '00:02:00')])).toEqual([[], [], []]);
  });
});
