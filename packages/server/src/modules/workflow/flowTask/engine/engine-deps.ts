import type { ModuleDeps } from '../../../../kernel/module';

/**
 * What moving a task needs of the application (timers move tasks too): also the form check's
 * data interfaces, since a move may start a sub-flow's child, whose values are checked. Inside
 * an action, read them from `ctx.deps` (runAction's, read outside the transaction), never from
 * the deps the action was started with: those run an interface inside the transaction, which
 * waits on the embedded database's one session.
 */
export type ActionDeps = Pick<
  ModuleDeps,
  'db' | 'now' | 'directMessages' | 'messagePush' | 'interfaceOptions'
>;
