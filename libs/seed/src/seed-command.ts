/** `npm run seed`: the demo data into the database of MONGODB_URI / MONGODB_DB (idempotent). */
import { connectDatabase, disconnectDatabase } from '@jobboard/db';
import { seedDemoData } from './seed-demo-data';

const main = async () => {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('Set MONGODB_URI (npm start prints the one it uses; it also seeds an empty database itself).');
  await connectDatabase({ uri, dbName: process.env.MONGODB_DB ?? 'jobboard', log: console });
  try {
    const { demo } = await seedDemoData({ log: console });
    console.log(`Seed complete${demo ? ' (demo accounts present)' : ''}.`);
  } finally {
    await disconnectDatabase();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
