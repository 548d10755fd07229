import { describe, expect, it } from 'vitest';
import './zod-config.ts';
import { config } from 'zod/v4/core';

describe('zod-config', () => {
  it("turns zod's eval-based parsers off before zod loads, through the global zod reads", () => {
    expect(config().jitless).toBe(true);
  });
});
