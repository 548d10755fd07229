import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs one of the repository's commands (`scripts/*.ts` and its arguments) as its own process, through tsx, on the Node
 * that runs the tests: CI's Node 24 pass then runs the commands on node:sqlite too, where `node_modules/.bin/tsx` would
 * run them on whichever Node the PATH finds first. Resolves with the output; a failing command rejects with
 * `{code, stdout, stderr}`.
 */
export function runScript(
  scriptAndArgs: readonly string[],
  options: { env: NodeJS.ProcessEnv },
): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, ['--import', 'tsx', ...scriptAndArgs], { ...options, maxBuffer: 64 * 1024 * 1024 });
}
