import type { FieldOption } from '@mepm/contract';
import type { Caller } from '../caller';
import type { ModuleDeps } from '../module';

/**
 * Runs a data interface for a caller and answers its options as the shell's selects load them;
 * undefined when the caller may not run it (missing, disabled) or the run failed. The module
 * keeping data interfaces provides it through its manifest (`interfaceOptionSource`), so that
 * form checks need not import that module.
 */
export type InterfaceOptionSource = (
  deps: ModuleDeps,
  caller: InterfaceAsker,
  interfaceId: string,
) => Promise<readonly FieldOption[] | undefined>;

/**
 * Who asks for an interface's options: its id (the call log's) and language. Never their rights:
 * options are read outside the transaction that asked (`withInterfaceOptions`), where a caller
 * made for that transaction (`callerFor(tx, …)`) could no longer read them.
 */
export type InterfaceAsker = Pick<Caller, 'id' | 'language'>;

/** The source bound to the application, as modules receive it. */
export interface InterfaceOptions {
  /** The interface's options for the caller; undefined when they cannot be had (above). */
  optionsFor(
    caller: InterfaceAsker,
    interfaceId: string,
  ): Promise<readonly FieldOption[] | undefined>;
}

/** Without a module providing the source, no interface's options can be had. */
export function interfaceOptionsOver(
  deps: () => ModuleDeps,
  source: InterfaceOptionSource | undefined,
): InterfaceOptions {
  return {
    optionsFor: (caller, interfaceId) =>
      source === undefined ? Promise.resolve(undefined) : source(deps(), caller, interfaceId),
  };
}

const memoKey = (callerId: string, interfaceId: string) => `${callerId}\u0000${interfaceId}`;

/**
 * At most this many interface reads for one transaction (askers × interfaces): each run after
 * the first has new options to use, so this bounds the runs too.
 */
const MAX_READS = 32;

/**
 * Runs `transaction` (a whole database transaction, repeatable) with data-interface options
 * read outside it. An interface runs on connections of its own (its own read-only transaction,
 * an HTTP call): inside a transaction it would wait on the embedded database's one session
 * (a deadlock) and, on PostgreSQL, hold the transaction's row locks over a remote call. So the
 * options given to `transaction` answer from what was read before; one not read yet answers
 * undefined (the check refuses its field) and is noted. When a run noted any, it is rolled back
 * by the refusal it caused; they are then read, outside any transaction, and the transaction
 * runs again, until a run wants none it lacks (a step reaching a sub-flow may find more). A
 * transaction needing no interface runs once, as before. Inside `transaction`, only the options
 * given to it may be used: the source itself would bring the deadlock back.
 */
export async function withInterfaceOptions<T>(
  source: InterfaceOptions,
  transaction: (options: InterfaceOptions) => Promise<T>,
): Promise<T> {
  const memo = new Map<string, readonly FieldOption[] | undefined>();
  for (;;) {
    const wanted = new Map<string, { caller: InterfaceAsker; interfaceId: string }>();
    const memoised: InterfaceOptions = {
      optionsFor: (caller, interfaceId) => {
        const key = memoKey(caller.id, interfaceId);
        if (!memo.has(key)) wanted.set(key, { caller, interfaceId });
        return Promise.resolve(memo.get(key));
      },
    };
    try {
      return await transaction(memoised);
    } catch (error) {
      if (wanted.size === 0 || memo.size + wanted.size > MAX_READS) throw error;
    }
    const read = await Promise.all(
      [...wanted].map(
        async ([key, { caller, interfaceId }]) =>
          [key, await source.optionsFor(caller, interfaceId)] as const,
      ),
    );
    for (const [key, options] of read) memo.set(key, options);
  }
}
