import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { configFromEnv, parseTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  it('reads addresses and CIDR ranges separated by commas; empty trusts no proxy', () => {
    expect(parseTrustProxy('')).toEqual([]);
    expect(parseTrustProxy(' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it.each(['true', 'localhost', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '300.1.1.1'])('refuses %s at start', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('the settings of several nodes', () => {
  const env = (more: NodeJS.ProcessEnv) => ({ JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://atlas@db/atlas', ...more });

  it('names the node after its host by default, and drains for 5 s after SIGTERM', () => {
    const config = configFromEnv(env({}));
    expect(config.nodeName).toBe(os.hostname());
    expect(config.shutdownDrainMs).toBe(5_000);
    expect(config.metricsToken).toBe('');
    expect(config.media?.delivery).toBe('node');
    expect(configFromEnv(env({ NODE_NAME: 'atlas-2', SHUTDOWN_DRAIN_MS: '0', UPLOAD_DIR: '/mnt/uploads' }))).toMatchObject({
      nodeName: 'atlas-2',
      shutdownDrainMs: 0,
      media: { uploadDir: '/mnt/uploads' },
    });
  });

  it.each([
    [{ NODE_NAME: 'a node' }, /NODE_NAME/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN/],
    [{ SHUTDOWN_DRAIN_MS: '-1' }, /SHUTDOWN_DRAIN_MS/],
    [{ MEDIA_DELIVERY: 'cdn' }, /MEDIA_DELIVERY must be/],
    [{ MEDIA_DELIVERY: 'nginx', MEDIA_STORAGE: 's3://bucket/atlas', NGINX_MEDIA_SECRET: 'y'.repeat(32) }, /needs MEDIA_STORAGE=file/],
    [{ MEDIA_DELIVERY: 'nginx', NGINX_MEDIA_SECRET: 'too short' }, /NGINX_MEDIA_SECRET/],
    [{ MEDIA_DELIVERY: 'signed' }, /needs MEDIA_STORAGE=s3/],
  ])('refuses %o at start', (more, message) => {
    expect(() => configFromEnv(env(more))).toThrow(message);
  });

  it('takes nginx delivery of local files with its secret, and signed addresses of S3', () => {
    expect(configFromEnv(env({ MEDIA_DELIVERY: 'nginx', NGINX_MEDIA_SECRET: 'y'.repeat(32) })).media).toMatchObject({
      delivery: 'nginx',
      nginxSecret: 'y'.repeat(32),
    });
    expect(configFromEnv(env({ MEDIA_DELIVERY: 'signed', MEDIA_STORAGE: 's3://bucket/atlas' })).media?.delivery).toBe('signed');
  });
});

describe('TRANSCRIBE_ENGINE', () => {
  const engine = (value?: string) => configFromEnv({ ...(value === undefined ? {} : { TRANSCRIBE_ENGINE: value }) }).transcribeEngine;
  it('names the engine machine drafts come from: pocketsphinx by default, whisper.cpp, a service, or none', () => {
    expect(engine()).toEqual({ kind: 'pocketsphinx' });
    expect(engine('off')).toEqual({ kind: 'off' });
    expect(engine('whisper-cpp:/opt/whisper/main:/opt/models/ggml-base.bin')).toEqual({
      kind: 'whisper-cpp',
      binary: '/opt/whisper/main',
      model: '/opt/models/ggml-base.bin',
    });
    expect(engine('http:http://127.0.0.1:9000/v1/audio/transcriptions')).toEqual({
      kind: 'http',
      url: 'http://127.0.0.1:9000/v1/audio/transcriptions',
    });
    expect(() => engine('whisper')).toThrow(/TRANSCRIBE_ENGINE must be/);
    expect(() => engine('http:ftp://x')).toThrow(/TRANSCRIBE_ENGINE must be/);
  });
});

describe('SOCIAL_LINKS', () => {
  const links = (value?: string) => configFromEnv({ JWT_SECRET: 'x', ...(value === undefined ? {} : { SOCIAL_LINKS: value }) }).socialLinks;
  it("gives the footer the four networks at their home pages when unset, and each named network its project's address", () => {
    const homePages = [
      { network: 'youtube', url: 'https://www.youtube.com/' },
      { network: 'whatsapp', url: 'https://www.whatsapp.com/' },
      { network: 'facebook', url: 'https://www.facebook.com/' },
      { network: 'instagram', url: 'https://www.instagram.com/' },
    ];
    expect(links()).toEqual(homePages);
    expect(links('')).toEqual(homePages);
    expect(links('instagram=https://www.instagram.com/atlas')).toEqual([
      ...homePages.slice(0, 3),
      { network: 'instagram', url: 'https://www.instagram.com/atlas' },
    ]);
  });
});
