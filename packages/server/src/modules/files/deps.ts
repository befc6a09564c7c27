import type { ModuleDeps } from '../../kernel/module';

/** What the file routes need: the database, and the upload limits of the configuration. */
export type FilesDeps = Pick<ModuleDeps, 'db' | 'config'>;
