import { startCheckpointer } from '../db/checkpointer';
import { openDatabase, type Db } from '../db/connection';
import { migrate } from '../db/migrate';
import { createDbReader, type DbReader } from '../db/read-worker';
import { seedIfEmpty, type SeedReport } from '../db/seed';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Heavy read-only queries (keyword searches over large lists), off the event loop. */
    dbReader: DbReader;
    seedReport: SeedReport;
  }
}

/** Opens the database, applies migrations, seeds it on first start, closes it with the app. Needs the context plugin. */
export const dbPlugin = globalPlugin('atrium-db', async (app) => {
  const db = openDatabase(app.config.dbFile, app.config.dbSynchronous);
  try {
    migrate(db);
    const report = await seedIfEmpty(db, { password: app.config.seedPassword, kdf: app.kdf, now: app.clock() });
    app.decorate('db', db);
    app.decorate('seedReport', report);
    app.decorate('dbReader', createDbReader(app.config.dbFile, db));
  } catch (error) {
    db.close();
    throw error;
  }
  const checkpointer = app.config.walCheckpointer === false ? null : startCheckpointer(db, app.config.dbFile, { onError: (error) => app.log.warn({ error }, 'atrium-server: WAL checkpoint failed') });
  app.addHook('onClose', async () => {
    await checkpointer?.close();
    await app.dbReader.close();
    db.close();
  });
});
