import type { Db } from '../../../db/client';
import type { BackupStore } from './backup-store';

/**
 * The backup store of each application, found by its database handle. Jobs are declared before
 * any application exists and get only the database in their context; several applications in
 * one process (tests) keep one store each.
 */
const stores = new WeakMap<Db, BackupStore>();

export function registerBackupStore(db: Db, store: BackupStore): void {
  stores.set(db, store);
}

export function backupStoreOf(db: Db): BackupStore | undefined {
  return stores.get(db);
}
