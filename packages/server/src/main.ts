import { ConfigError, loadConfig } from './config';
import { DataDirInUseError, openDatabase } from './db/open-database';

/**
 * Start-up: database, migrations, seed, HTTP; stops cleanly on SIGINT/SIGTERM. The embedded
 * database opens in a process of its own, so the rest of the server loads meanwhile rather than
 * before: this file imports only what opening the database needs.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const startedAt = Date.now();
  const [database, { buildApp }, { createDb }, { runMigrations }, { ADMIN_ACCOUNT, seed }] =
    await Promise.all([
      openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger: console }),
      import('./app'),
      import('./db/client'),
      import('./db/migrate'),
      import('./db/seed'),
    ]);
  const openedAt = Date.now();
  database.onFatal((error) => {
    console.error(`Database failed: ${error.message}`);
    process.exit(1);
  });
  // Building the app only wires routes to the pool (nothing queries before listen), so it runs
  // while the database migrates and seeds.
  const prepareData = async () => {
    await runMigrations(database.pool);
    const seeded = await seed(createDb(database.pool), { adminPassword: config.adminPassword });
    if (seeded.generatedAdminPassword !== undefined) {
      printPasswordBanner(ADMIN_ACCOUNT, seeded.generatedAdminPassword);
    }
  };
  const [app] = await Promise.all([
    buildApp({ pool: database.pool, config, databaseDescription: database.describe }),
    prepareData(),
  ]);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
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
