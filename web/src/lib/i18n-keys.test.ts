import { describe, expect, it } from 'vitest';
import { VIDEO_NS } from '../locales/video-namespace.ts';
import i18n from './i18n.ts';
import { fieldMessageKey, type KeysUnder } from './i18n-keys.ts';

// `npm run check` type-checks this file: each @ts-expect-error fails it if the wrong key compiles.
describe('translation keys typed from the English files (docs/i18n.md)', () => {
  it('accepts the keys of common.json and refuses any other', () => {
    const t = i18n.getFixedT('en');
    expect(t('archive.title')).toBe('Archive');
    // @ts-expect-error -- no such key in common.json: the page would show the key itself
    expect(t('archive.titel')).toBe('archive.titel');
  });

  it('types a feature namespace declared with defineNamespace, and keys built from a prefix', () => {
    const t = i18n.getFixedT('en', VIDEO_NS);
    const name: KeysUnder<'video', 'player.'> = 'region';
    expect(t(`player.${name}`)).toBe('Video player');
    // @ts-expect-error -- a key of `common` is not one of `video`
    expect(t('archive.title')).toBe('archive.title');
    // @ts-expect-error -- not a key under player.
    const wrong: KeysUnder<'video', 'player.'> = 'regoin';
    expect(wrong).toBe('regoin');
  });

  it('reads a validation message of our schemas as a key of their namespace', () => {
    expect(i18n.getFixedT('ar', VIDEO_NS)(fieldMessageKey<'video'>('player.region'))).not.toBe('player.region');
  });
});
