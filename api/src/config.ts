import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseSocialLinks, type SocialLink } from '#contracts/site';
import { isPostgresUrl, sqlitePathFrom } from './db/connect.ts';

/** Everything Atlas reads from its environment (DEVELOPERS.md names; nothing else configures it). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  adminUsername: string;
  adminPassword: string;
  /** Empty: the access gate is off. Never sent to the browser. */
  platformPassword: string;
  jwtSecret: string;
  /** 'sample' fills an empty database with the sample archive; 'none' leaves it empty. */
  seed: 'sample' | 'none';
  /** Folder of the built SPA; missing folder means the API runs alone. */
  webDist: string;
  /** Log requests (off in tests). */
  logRequests: boolean;
  /** The footer's social links (SOCIAL_LINKS); none by default. */
  socialLinks: SocialLink[];
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL ?? '';
  const dataDir = isPostgresUrl(databaseUrl) ? 'data' : path.dirname(sqlitePathFrom(databaseUrl));
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    adminUsername: env.ADMIN_USERNAME ?? '',
    adminPassword: env.ADMIN_PASSWORD ?? '',
    platformPassword: env.PLATFORM_PASSWORD ?? '',
    jwtSecret: env.JWT_SECRET || loadOrCreateSecret(dataDir),
    // SEED defaults to the sample archive for the embedded database only (DEVELOPERS.md).
    seed: (env.SEED ?? (isPostgresUrl(databaseUrl) ? 'none' : 'sample')) === 'sample' ? 'sample' : 'none',
    webDist: path.resolve(env.ATLAS_WEB_DIST ?? 'dist/web'),
    logRequests: env.NODE_ENV !== 'test',
    socialLinks: parseSocialLinks(env.SOCIAL_LINKS),
  };
}

/** A JWT secret generated once and kept in the data folder, so tokens survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // missing: create below
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
