/**
 * The part of an RTK Query mutation trigger the building block uses, so that a page passes
 * `useDeleteRoleMutation()[0]` and the like straight in.
 */
export type MutationTrigger<Arg> = (arg: Arg) => { unwrap: () => Promise<unknown> };

/** The enable/disable change of one record (`btn_state`). */
export interface EnabledChange {
  id: string;
  enabled: boolean;
}
