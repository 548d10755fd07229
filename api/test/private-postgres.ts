import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** initdb refuses to run as root; as root the server runs as Debian's `postgres` user. */
const SERVER_USER = 'postgres';

/**
 * A PostgreSQL server of the test's own (Debian's initdb and pg_ctl, a temporary folder, a free
 * port), for tests that stop and start a database. Never the shared test server.
 */
export interface PrivatePostgres {
  /** `postgres://atlas@127.0.0.1:PORT/postgres` */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

/** Why a private server cannot be started here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) return `no PostgreSQL server programs in ${PG_BIN} (apt-get install postgresql)`;
  if (process.getuid?.() === 0) {
    try {
      fs.accessSync('/usr/sbin/runuser', fs.constants.X_OK);
    } catch {
      return 'running as root without runuser, and initdb refuses root';
    }
  }
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', SERVER_USER]);
    const { stdout: gid } = await run('id', ['-g', SERVER_USER]);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('/usr/sbin/runuser', ['-u', SERVER_USER, '--', path.join(PG_BIN, program), ...args])
      : run(path.join(PG_BIN, program), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'atlas', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://atlas@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
