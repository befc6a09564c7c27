import type { ModuleDeps } from './module';

export type { Tx } from '../db/client';

/** What the organisation, position, user and role administration needs from the application. */
export type AdminDeps = Pick<ModuleDeps, 'db' | 'now' | 'config' | 'settings' | 'realtime'>;
