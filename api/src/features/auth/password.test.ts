import { describe, expect, it } from 'vitest';
import { PASSWORD_COST, hashPassword, verifyPassword } from './password.ts';

// A deployment hashes at scrypt's N = 2^15; the tests' servers hash at a cheaper cost, and a stored hash names its own
// N, so either is checked rightly (docs/decisions.md §1531).
describe('password hashes', () => {
  it('are made at N = 2^15 unless told otherwise, with a salt of their own', async () => {
    const [first, second] = await Promise.all([hashPassword('cedar and snow'), hashPassword('cedar and snow')]);
    expect(PASSWORD_COST).toBe(15);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('cedar and snow', first)).toBe(true);
    expect(await verifyPassword('cedar and snow!', first)).toBe(false);
  });

  it('are checked at the cost they name, whatever the cost new hashes are made at', async () => {
    const cheap = await hashPassword('cedar and snow', 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('cedar and snow', cheap)).toBe(true);
    expect(await verifyPassword('cedar', cheap)).toBe(false);
    expect(await verifyPassword('cedar and snow', 'bcrypt$whatever')).toBe(false);
  });
});
