import type { ModuleDeps } from '../../kernel/module';

/**
 * What the file routes need: the database, the rate and quota of the configuration, and the
 * size limits of the system configuration, and who may read the types other modules decide for.
 */
export type FilesDeps = Pick<
  ModuleDeps,
  'db' | 'config' | 'settings' | 'now' | 'fileReaders' | 'fileGrants'
>;
