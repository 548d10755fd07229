import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from '../e2e/support/chromium-path.ts';

// `npm test` runs this first (pretest): the browser tests need Debian's Chromium, and the recording
// tests make and take in their media with Debian's ffmpeg (and ffprobe) and espeak-ng; the machine drafts'
// tests run Debian's pocketsphinx with its US English model. The README
// promises that `npm ci && npm test` set everything up; as root with apt-get this installs what is
// missing, otherwise it stops and prints the one command to run. Never downloads a browser.

interface Tool {
  /** The Debian package that brings it. */
  pkg: string;
  present(): boolean;
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

const tools: Tool[] = [
  { pkg: 'chromium', present: () => fs.existsSync(chromiumPath()) },
  { pkg: 'ffmpeg', present: () => onPath('ffmpeg') && onPath('ffprobe') },
  { pkg: 'espeak-ng', present: () => onPath('espeak-ng') },
  { pkg: 'pocketsphinx', present: () => onPath('pocketsphinx_continuous') },
  { pkg: 'pocketsphinx-en-us', present: () => fs.existsSync('/usr/share/pocketsphinx/model/en-us/en-us') },
];

function hasAptGet(): boolean {
  return ['/usr/bin/apt-get', '/bin/apt-get'].some((file) => fs.existsSync(file));
}

function aptGet(args: string[], install: string): void {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed; install them with: ${install}`);
    process.exit(1);
  }
}

if (process.env.CHROME_PATH && !fs.existsSync(chromiumPath())) {
  console.error(`CHROME_PATH is ${chromiumPath()}, which does not exist.`);
  process.exit(1);
}
const missing = tools.filter((tool) => !tool.present()).map((tool) => tool.pkg);
if (missing.length > 0) {
  const install = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() === 0 && hasAptGet()) {
    console.log(`The tests need Debian's ${missing.join(', ')}: installing (apt-get).`);
    aptGet(['update', '-qq'], install);
    aptGet(['install', '-y', '-qq', ...missing], install);
  } else {
    console.error(`The tests need Debian's ${missing.join(', ')}. Install them with:\n\n  sudo ${install}\n`);
    process.exit(1);
  }
}
