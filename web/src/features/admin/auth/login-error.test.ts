import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { loginErrorKey } from './login-error.ts';

describe('loginErrorKey (docs/behaviour.md §8)', () => {
  it('maps statuses to the login messages', () => {
    expect(loginErrorKey(new ApiError('x', 401))).toEqual({ key: 'login.errors.invalid' });
    expect(loginErrorKey(new ApiError('x', 429))).toEqual({ key: 'login.errors.tooMany' });
    expect(loginErrorKey(new ApiError('x', 503))).toEqual({ key: 'login.errors.server', status: 503 });
    expect(loginErrorKey(new ApiError('x', 0))).toEqual({ key: 'login.errors.network' });
    expect(loginErrorKey(new Error('no token'))).toEqual({ key: 'login.errors.badResponse' });
  });
});
