import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BenchServerInfo } from './api-server-protocol.ts';

/** This checkout: the tree whose bench server the benches start unless told another. */
export const THIS_TREE = path.resolve(new URL('..', import.meta.url).pathname);

/** CPU ticks (user + system, 10 ms each) the processes have used so far; one that has ended counts nothing. */
export function cpuTicks(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      return sum;
    }
  }, 0);
}

export interface BenchServerOptions {
  /** The checkout whose bench/api-server.ts runs (this one by default). */
  tree?: string;
  databaseUrl: string;
  size: number;
  workers: number;
  logLevel: string;
  /** Where the workers write CPU profiles (`--cpu-prof`), if anywhere. */
  profileDir?: string;
}

export interface BenchServer extends BenchServerInfo {
  child: ChildProcess;
  /** Ends the server and waits for it. */
  stop(): Promise<void>;
}

/** Starts a bench server (bench/api-server.ts) on its own archive and waits until it listens and says where. */
export async function startBenchServer({
  tree = THIS_TREE,
  databaseUrl,
  size,
  workers,
  logLevel,
  profileDir,
}: BenchServerOptions): Promise<BenchServer> {
  const child = spawn(process.execPath, [...process.execArgv, path.join(tree, 'bench/api-server.ts')], {
    cwd: tree,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_SIZE: String(size),
      BENCH_WORKERS: String(workers),
      BENCH_LOG_LEVEL: logLevel,
      ...(profileDir ? { BENCH_PROFILE_DIR: profileDir } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const info = await new Promise<BenchServerInfo>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server of ${tree} exited with ${code}`)));
    child.once('message', (message) => resolve(message as BenchServerInfo));
  });
  child.removeAllListeners('exit');
  return {
    ...info,
    child,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
