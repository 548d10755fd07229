import { describe, expect, it } from 'vitest';
import { transcriptLocale } from './transcript-language.ts';

describe('transcriptLocale: lang and dir of a transcript', () => {
  it.each([
    ['English', 'Interviewer: hello', { lang: 'en', dir: 'ltr' }],
    ['French', 'Intervieweur : bonjour', { lang: 'fr', dir: 'ltr' }],
    ['Français', 'bonjour', { lang: 'fr', dir: 'ltr' }],
    ['Arabic', 'المحاور: مرحبا', { lang: 'ar', dir: 'rtl' }],
    ['العربية', 'مرحبا', { lang: 'ar', dir: 'rtl' }],
    ['الدارجة المغربية', 'المحاور: واش بصح؟', { lang: 'ar', dir: 'rtl' }],
    ['Darija', 'wach bsah?', { lang: 'ar', dir: 'rtl' }],
    ['Tamazight', 'Azul, mamec tellid?', { lang: 'tzm-Latn', dir: 'ltr' }],
    ['Tamazight', 'ⴰⵣⵓⵍ ⴰⵎⴷⴷⴰⴽⴽⵯⵍ', { lang: 'tzm-Tfng', dir: 'ltr' }],
    ['الأمازيغية', 'أزول، مامش تليد؟', { lang: 'tzm-Arab', dir: 'rtl' }],
    ['Spanish', 'Hola', { lang: 'und', dir: 'ltr' }],
    ['?', 'سلام', { lang: 'und', dir: 'rtl' }],
  ])('%s', (label, text, expected) => {
    expect(transcriptLocale(label, text)).toEqual(expected);
  });
});
