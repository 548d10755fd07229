import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for FFMPEG_PATH that runs the system's ffmpeg, with two things a test needs to see a job in the
 * middle of its work: every call's arguments are written down, and while the test holds it each call waits,
 * marked as waiting, until the test lets go (never the server's check that ffmpeg is there, `-version`). Its ffprobe (looked for beside it) is the system's, never held.
 */
export interface HeldFfmpeg {
  /** The FFMPEG_PATH to give the server. */
  path: string;
  /** From now on each call waits before it runs. */
  hold(): void;
  /** Lets every waiting call run, and the next ones at once. */
  release(): void;
  /** How many calls are waiting now. */
  waiting(): number;
  /** Each call's arguments so far, one string a call (the version checks included). */
  calls(): string[];
  remove(): void;
}

export function heldFfmpeg(): HeldFfmpeg {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-held-ffmpeg-'));
  const real = (name: string) => execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
  const hold = path.join(dir, 'hold');
  const log = path.join(dir, 'calls.log');
  // A waiting call polls for the hold to go: the test's state, not a time, ends the wait.
  const ffmpeg = `#!/bin/sh
printf '%s\\n' "$*" >> '${log}'
if [ "$1" != '-version' ] && [ -e '${hold}' ]; then
  touch "${dir}/waiting.$$"
  while [ -e '${hold}' ]; do sleep 0.05; done
  rm -f "${dir}/waiting.$$"
fi
exec '${real('ffmpeg')}' "$@"
`;
  fs.writeFileSync(path.join(dir, 'ffmpeg'), ffmpeg, { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'ffprobe'), `#!/bin/sh\nexec '${real('ffprobe')}' "$@"\n`, { mode: 0o755 });
  return {
    path: path.join(dir, 'ffmpeg'),
    hold: () => fs.writeFileSync(hold, ''),
    release: () => fs.rmSync(hold, { force: true }),
    waiting: () => fs.readdirSync(dir).filter((name) => name.startsWith('waiting.')).length,
    calls: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
