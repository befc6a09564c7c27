import type { ModuleDeps } from '../../../../kernel/module';

/** What moving a task needs of the application (timers move tasks too). */
export type ActionDeps = Pick<ModuleDeps, 'db' | 'now' | 'directMessages' | 'messagePush'>;

/** What the engine's actions need: also the form check's data interfaces. */
export type EngineDeps = ActionDeps & Pick<ModuleDeps, 'interfaceOptions'>;
