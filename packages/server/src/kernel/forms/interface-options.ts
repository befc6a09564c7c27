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
  caller: Caller,
  interfaceId: string,
) => Promise<readonly FieldOption[] | undefined>;

/** The source bound to the application, as modules receive it. */
export interface InterfaceOptions {
  /** The interface's options for the caller; undefined when they cannot be had (above). */
  optionsFor(caller: Caller, interfaceId: string): Promise<readonly FieldOption[] | undefined>;
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
