import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';

const config = configFromEnv();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// The one line a person starting Atlas needs.
console.log(`Atlas is running at http://localhost:${port}/`);
