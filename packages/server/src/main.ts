import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db/client';
import { runMigrations } from './db/migrate';
import { DataDirInUseError, openDatabase } from './db/open-database';
import { ADMIN_ACCOUNT, seed } from './db/seed';

/** Start-up: database, migrations, seed, HTTP; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const startedAt = Date.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger: console,
  });
  database.onFatal((error) => {
    console.error(`Database failed: ${error.message}`);
    process.exit(1);
  });
  await runMigrations(database.pool);
  const seeded = await seed(createDb(database.pool), { adminPassword: config.adminPassword });
  if (seeded.generatedAdminPassword !== undefined) {
    printPasswordBanner(seeded.generatedAdminPassword);
  }

  const app = await buildApp({
    pool: database.pool,
    config,
    databaseDescription: database.describe,
  });
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
  app.log.info(`ready in ${Date.now() - startedAt} ms on ${database.describe}`);
}

/** Shown once, when the admin is created without ADMIN_PASSWORD; it is stored only hashed. */
function printPasswordBanner(password: string): void {
  const lines = [
    'The administrator account was created with a generated password.',
    `  account:  ${ADMIN_ACCOUNT}`,
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
