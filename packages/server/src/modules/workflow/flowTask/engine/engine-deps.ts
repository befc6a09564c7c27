import type { ModuleDeps } from '../../../../kernel/module';

/** What the engine's actions need of the application. */
export type EngineDeps = Pick<
  ModuleDeps,
  'db' | 'now' | 'interfaceOptions' | 'directMessages' | 'messagePush'
>;
