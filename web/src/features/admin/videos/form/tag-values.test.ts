import { describe, expect, it } from 'vitest';
import { addTag, removeTag } from './tag-values.ts';

describe('tag values', () => {
  it('uses the archive’s spelling when the typed name matches one', () => {
    expect(addTag('Azrou', 'ait-rahou', ['Aït Rahou'])).toBe('Azrou, Aït Rahou');
  });

  it('keeps a new name as typed and never adds a second copy', () => {
    expect(addTag('', ' Timahdite ', [])).toBe('Timahdite');
    expect(addTag('Aït Rahou', 'AIT RAHOU', [])).toBe('Aït Rahou');
  });

  it('adds each name of a pasted list', () => {
    expect(addTag('', 'Weddings, Songs,  , Dance, songs', [])).toBe('Weddings, Songs, Dance');
  });

  it('removes one tag by position', () => {
    expect(removeTag('a, b, c', 1)).toBe('a, c');
  });
});
