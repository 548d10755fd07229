import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const NGINX = '/usr/sbin/nginx';

export function nginxUnavailable(): string | null {
  if (!fs.existsSync(NGINX)) return `no ${NGINX} (apt-get install nginx)`;
  try {
    fs.accessSync('/usr/bin/openssl', fs.constants.X_OK);
  } catch {
    return 'no /usr/bin/openssl to make a test certificate';
  }
  return null;
}

export interface RunningNginx {
  dir: string;
  stop(): Promise<void>;
}

/**
 * Runs Debian's nginx in the foreground with `sites` (server blocks) inside a minimal http
 * block, everything (pid, logs, temp files) in a temporary folder: no root-only path is touched.
 * Also makes a self-signed certificate there (cert.pem, key.pem) for sites that use TLS.
 */
export async function startNginx(sites: (dir: string) => string, ports: number[]): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-nginx-'));
  await run('/usr/bin/openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
  ]);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const config = `
daemon off;
master_process off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  ${sites(dir)}
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  const child = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  await waitForPorts(child, ports, dir);
  return {
    dir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** nginx is up when it accepts connections on its ports (or has failed: then its log says why). */
async function waitForPorts(child: ChildProcess, ports: number[], dir: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (const port of ports) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      if (await accepts(port)) break;
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
