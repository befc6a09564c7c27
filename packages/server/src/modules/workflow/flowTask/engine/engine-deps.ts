import type { ModuleDeps } from '../../../../kernel/module';

/**
 * What moving a task needs of the application (timers move tasks too): also the form check's
 * data interfaces, since a move may start a sub-flow's child, whose values are checked.
 */
export type ActionDeps = Pick<
  ModuleDeps,
  'db' | 'now' | 'directMessages' | 'messagePush' | 'interfaceOptions'
>;
