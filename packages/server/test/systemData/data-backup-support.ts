import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import type pg from 'pg';
import { createDb } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { seedMenusOf } from '../../src/kernel/compose-modules';
import { MODULES } from '../../src/modules';

/** The names of the entries of a tar archive (ustar headers of 512 bytes). */
export function tarEntries(tar: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(
      header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0',
      8,
    );
    names.push(prefix ? `${prefix}/${name}` : name);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** Fails unless the bytes are a dump of the database: a data-folder tarball or a SQL script. */
export function assertValidDump(bytes: Buffer, format: 'tar.gz' | 'sql.gz'): void {
  const raw = gunzipSync(bytes);
  if (format === 'tar.gz') {
    const entries = tarEntries(raw);
    assert.ok(
      entries.some((name) => /(^|\/)PG_VERSION$/.test(name)),
      'the tarball holds PG_VERSION',
    );
    assert.ok(
      entries.some((name) => /(^|\/)base\//.test(name)),
      'the tarball holds the tables',
    );
  } else {
    const text = raw.toString('utf8');
    assert.match(text, /^-- PostgreSQL database dump/m);
    assert.match(text, /CREATE TABLE public\.users/);
  }
}

/** Migrations and the seed on a database opened by the test itself. */
export async function migrateAndSeed(pool: pg.Pool, adminPassword: string): Promise<void> {
  await runMigrations(pool);
  await seed(createDb(pool), { adminPassword, menus: seedMenusOf(MODULES) });
}
