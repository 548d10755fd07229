import { connectDatabase } from '../api/src/db/connect.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { seedSampleArchiveIfEmpty } from '../api/src/seed/seed.ts';

// `npm run seed`: load the sample archive into DATABASE_URL when it holds no video yet (any
// dialect, whatever SEED says); a database with videos is left alone.
const handle = await connectDatabase(process.env.DATABASE_URL ?? '');
try {
  await migrateToLatest(handle);
  const seeded = await seedSampleArchiveIfEmpty(handle);
  console.log(seeded > 0 ? `Seeded the sample archive: ${seeded} videos` : 'The database already holds videos; nothing seeded');
} finally {
  await handle.close();
}
