import { describe, expect, it } from 'vitest';
import { formatDuration } from './time.ts';

describe('formatDuration', () => {
  it('shows minutes and seconds, hours only when there are any, the leading unit unpadded', () => {
    expect(formatDuration('00:21:20')).toBe('21:20');
    expect(formatDuration('00:05:07')).toBe('5:07');
    expect(formatDuration('00:00:09')).toBe('0:09');
    expect(formatDuration('01:02:03')).toBe('1:02:03');
    expect(formatDuration('12:00:00')).toBe('12:00:00');
  });

  it('leaves anything that is not hh:mm:ss as it is', () => {
    expect(formatDuration('')).toBe('');
    expect(formatDuration('soon')).toBe('soon');
  });
});
