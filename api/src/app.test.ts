import { once } from 'node:events';
import net from 'node:net';
import { it } from 'vitest';
import { apiPaths } from '#contracts/paths';
import { startTestServer } from '../test/test-server.ts';

// A stop lets requests under way finish, but a connection whose request stalled (an upload chunk from a
// dropped connection) is closed after a short grace instead of holding the stop (docs/decisions.md §1201).
it('a stop closes a connection whose request body stopped coming, and the server still stops', async () => {
  const server = await startTestServer({ seed: 'none' });
  const { port } = new URL(server.url);
  const received = once(server.app.server, 'request');
  const socket = net.connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  // Headers promise 100 bytes of body; 10 arrive, then nothing.
  socket.write(
    `POST ${apiPaths.auth.login} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"usernam`,
  );
  const closed = once(socket, 'close');
  // The server has the request's headers and is reading its body when the stop begins.
  await received;
  // Both end within the test's time limit: without the grace, the stop waits for Node's timeouts (60 s and more).
  await server.close();
  await closed;
});
