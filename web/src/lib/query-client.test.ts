import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { queryClient, shouldRetry } from './query-client.ts';

describe('query client defaults (docs/behaviour.md §9)', () => {
  it('retries up to 3 times, only on a timeout or a 5xx answer', () => {
    const timeout = new ApiError('Request timed out', 0, null, true);
    const server = new ApiError('boom', 503);
    expect(shouldRetry(0, timeout)).toBe(true);
    expect(shouldRetry(2, server)).toBe(true);
    expect(shouldRetry(3, server)).toBe(false);
    expect(shouldRetry(0, new ApiError('gone', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('No response received from server', 0))).toBe(false);
    expect(shouldRetry(0, new Error('Invalid response format'))).toBe(false);
  });

  it('waits 1000 ms times the attempt number, and keeps data 5 minutes', () => {
    const { queries } = queryClient.getDefaultOptions();
    const delay = queries?.retryDelay;
    expect(typeof delay).toBe('function');
    if (typeof delay !== 'function') return;
    const error = new ApiError('boom', 500);
    expect([0, 1, 2].map((failures) => delay(failures, error))).toEqual([1000, 2000, 3000]);
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(300_000);
  });
});
