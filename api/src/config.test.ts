import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  it('reads addresses and CIDR ranges separated by commas; empty trusts no proxy', () => {
    expect(parseTrustProxy('')).toEqual([]);
    expect(parseTrustProxy(' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it.each(['true', 'localhost', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '300.1.1.1'])('refuses %s at start', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});
