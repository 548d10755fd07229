import { describe, expect, it } from 'vitest';
import { toAppLanguage } from './language.ts';

describe('toAppLanguage', () => {
  it('accepts the two app languages and their regional forms', () => {
    expect(toAppLanguage('en')).toBe('en');
    expect(toAppLanguage('ar')).toBe('ar');
    expect(toAppLanguage('ar-MA')).toBe('ar');
    expect(toAppLanguage('en_US')).toBe('en');
    expect(toAppLanguage(' AR ')).toBe('ar');
  });

  it('refuses other languages and non-strings', () => {
    expect(toAppLanguage('fr')).toBeNull();
    expect(toAppLanguage('')).toBeNull();
    expect(toAppLanguage(undefined)).toBeNull();
    expect(toAppLanguage(42)).toBeNull();
  });

  it('refuses values that look like script injection', () => {
    for (const value of [
      '<script>alert(1)</script>',
      'en<script>',
      'javascript:alert(1)',
      'ar"><img src=x onerror=alert(1)>',
      'en-script',
      'ar;alert(1)',
      'en onload=x',
      "ar'",
      'ar/../../x',
    ]) {
      expect(toAppLanguage(value)).toBeNull();
    }
  });
});
