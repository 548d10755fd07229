import { connectDatabase } from '../api/src/db/connect.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';

// `npm run migrate`: bring DATABASE_URL's schema to the newest migration without starting the server
// (the server also does this at start; this is for a deploy step that runs before it).
const handle = await connectDatabase(process.env.DATABASE_URL ?? '');
try {
  await migrateToLatest(handle);
  console.log(`Migrated the ${handle.dialect} database to the newest schema`);
} finally {
  await handle.close();
}
