import { ConfigError, loadConfig } from './config';
import { DataDirInUseError, startDatabase, type DatabaseHandle } from './db/open-database';

/**
 * Start-up: database, migrations, seed, HTTP; stops cleanly on SIGINT/SIGTERM. The embedded
 * database opens in a process of its own. Meanwhile this one loads the rest of the server (this
 * file imports only what opening the database needs) and sets its routes up, which only hold on
 * to the pool; migrations and seed run as soon as the database is open, and the server listens
 * once both are done.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const startedAt = Date.now();
  const starting = startDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger: console,
  });
  let databaseDescription = '';
  let stopStatistics = () => {};
  let openedAt = 0;
  const setUpApp = async (databaseReady: Promise<DatabaseHandle>) => {
    const { buildApp } = await import('./app');
    const app = await buildApp({
      pool: starting.pool,
      config,
      databaseDescription: () => databaseDescription,
      databaseReady,
      database: databaseReady,
    });
    // Compiles the routes' schemas, which listen would otherwise do once the database is open.
    await app.ready();
    return app;
  };
  const prepareDatabase = async () => {
    const [
      database,
      { createDb },
      { runMigrations },
      { ADMIN_ACCOUNT, seed },
      { MODULES },
      { seedDataOf, seedMenusOf },
    ] = await Promise.all([
      starting.opened,
      import('./db/client'),
      import('./db/migrate'),
      import('./db/seed'),
      import('./modules'),
      import('./kernel/compose-modules'),
    ]);
    openedAt = Date.now();
    databaseDescription = database.describe;
    database.onFatal((error) => {
      console.error(`Database failed: ${error.message}`);
      process.exit(1);
    });
    await runMigrations(database.pool);
    const seeded = await seed(createDb(database.pool), {
      adminPassword: config.adminPassword,
      menus: seedMenusOf(MODULES),
      data: seedDataOf(MODULES),
    });
    if (seeded.generatedAdminPassword !== undefined) {
      printPasswordBanner(ADMIN_ACCOUNT, seeded.generatedAdminPassword);
    }
    // PostgreSQL's autovacuum keeps planner statistics; the embedded database has none.
    if (!config.databaseUrl) {
      const { refreshTableStatistics, keepTableStatistics } =
        await import('./db/embedded/table-statistics');
      await refreshTableStatistics(database.pool);
      stopStatistics = keepTableStatistics(database.pool, STATISTICS_INTERVAL_MS, console);
    }
    return database;
  };
  const preparing = prepareDatabase();
  const [database, app] = await Promise.all([preparing, setUpApp(preparing)]);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    stopStatistics();
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `ready in ${Date.now() - startedAt} ms (database open after ${openedAt - startedAt} ms) ` +
      `on ${database.describe}`,
  );
}

/** How often the embedded database's statistics are checked (autovacuum's default naptime). */
const STATISTICS_INTERVAL_MS = 60_000;

/** Shown once, when the admin is created without ADMIN_PASSWORD; it is stored only hashed. */
function printPasswordBanner(account: string, password: string): void {
  const lines = [
    'The administrator account was created with a generated password.',
    `  account:  ${account}`,
    `  password: ${password}`,
    'It is shown only this once. Write it down, or set ADMIN_PASSWORD before the first start.',
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = '*'.repeat(width);
  console.log(
    ['', rule, ...lines.map((line) => `* ${line.padEnd(width - 4)} *`), rule, ''].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Server failed to start:', error);
  }
  process.exit(1);
});
