import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSettings } from '../../db/schema';

const kept = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * A random 256-bit key the server makes on first use and keeps in `system_settings`, so that every
 * process sharing the database uses the same one. It is never sent to anyone; deleting the row
 * makes a new key (what it signed stops being valid once each process restarts).
 */
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let byName = kept.get(db);
  if (byName === undefined) {
    byName = new Map();
    kept.set(db, byName);
  }
  let key = byName.get(name);
  if (key === undefined) {
    key = loadOrMake(db, name);
    byName.set(name, key);
    key.catch(() => byName.delete(name));
  }
  return key;
}

async function loadOrMake(db: Db, name: string): Promise<Buffer> {
  // Two processes making it at once: the first insert wins and both read the winner.
  await db
    .insert(systemSettings)
    .values({ key: name, value: { key: randomBytes(32).toString('base64') } })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, name));
  const value = (row?.value as { key?: unknown } | undefined)?.key;
  if (typeof value !== 'string') throw new Error(`server secret ${name} is malformed`);
  return Buffer.from(value, 'base64');
}
