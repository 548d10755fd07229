import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Memory of a process doing bulk work (bench/bulk.bench.ts), as the kernel counts it: resident set size (RSS), in
// MiB. A command is run under /usr/bin/time (Debian's `time`), whose "Maximum resident set size" is the child's
// peak; a running server's peak is read from /proc (VmHWM), after setting it back to the RSS of the moment by
// writing 5 to /proc/PID/clear_refs, so one server measures one request after another.

const MIB = 1024;
const statusField = (pid: number, field: string): number => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  if (!line) throw new Error(`no ${field} for process ${pid}`);
  return Number(/(\d+) kB/.exec(line)![1]) / MIB;
};

/** A running process's RSS now, and its peak is set back to it. */
export function resetPeak(pid: number): number {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  return statusField(pid, 'VmRSS');
}

/** A running process's peak RSS since it started or since resetPeak. */
export const peakOf = (pid: number): number => statusField(pid, 'VmHWM');

export interface CommandRun {
  code: number;
  seconds: number;
  /** Peak RSS, MiB. */
  peak: number;
  stdout: string;
  /** Standard error's lines (the commands' progress), without /usr/bin/time's own. */
  lines: string[];
}

/** Runs `node [this process's loader flags] script ...args` under /usr/bin/time and answers its peak RSS. */
export async function runCommand(script: string, args: string[], env: NodeJS.ProcessEnv, echo = false): Promise<CommandRun> {
  const timeFile = path.join(fs.mkdtempSync('/tmp/atlas-time-'), 'rss');
  const began = performance.now();
  const child = spawn('/usr/bin/time', ['-f', '%M', '-o', timeFile, process.execPath, ...process.execArgv, script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (echo) process.stderr.write(`    ${chunk.toString().trimEnd().replaceAll('\n', '\n    ')}\n`);
  });
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const seconds = (performance.now() - began) / 1000;
  const kib = Number(fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1));
  fs.rmSync(path.dirname(timeFile), { recursive: true, force: true });
  const lines = stderr.split('\n').filter((l) => l.trim() && !l.startsWith('Command exited with non-zero status'));
  return { code, seconds, peak: kib / MIB, stdout, lines };
}
