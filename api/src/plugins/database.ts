import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { ATLAS_APPLICATION_NAME, connectDatabase } from '../db/connect.ts';
import type { PoolStats } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ensureAdmin } from '../features/auth/auth.service.ts';
import type { DbContext } from '../db/db-context.ts';
import { seedSampleArchiveIfEmpty } from '../seed/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DbContext;
    config: Config;
    /** The PostgreSQL pool's connections now; null on SQLite. */
    databasePoolStats(): PoolStats | null;
  }
}

/** Connects, migrates, seeds an empty database when asked, and creates the configured admin. */
export const databasePlugin = fp(
  async (app, config: Config) => {
    const handle = await connectDatabase(config.databaseUrl, {
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool opens a new one when needed'),
      // Another node's connections are told apart from this process's by the pid (db/migrate.ts).
      applicationName: `${ATLAS_APPLICATION_NAME} ${config.nodeName ?? 'atlas'} ${process.pid}`,
    });
    app.addHook('onClose', () => handle.close());
    await migrateToLatest(handle, { warn: (message) => app.log.warn(message) });
    const context: DbContext = {
      db: handle.db,
      dialect: handle.dialect,
      consentPolicy: config.consentPolicy ?? 'warn',
      publishChecklist: config.publishChecklist ?? 'warn',
    };
    if (config.seed === 'sample') {
      const seeded = await seedSampleArchiveIfEmpty(context);
      if (seeded > 0) app.log.info(`Seeded the sample archive: ${seeded} videos`);
    }
    if (config.adminUsername && config.adminPassword) {
      await ensureAdmin(handle.db, config.adminUsername, config.adminPassword, config.passwordCost);
    }
    app.decorate('database', context);
    app.decorate('config', config);
    app.decorate('databasePoolStats', () => handle.poolStats?.() ?? null);
  },
  { name: 'database' },
);
