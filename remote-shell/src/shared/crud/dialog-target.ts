/** What a form dialog edits: a new record, or the record of that id. */
export type DialogTarget = { mode: 'create' } | { mode: 'edit'; id: string };

export function editIdOf(target: DialogTarget | null): string | null {
  return target?.mode === 'edit' ? target.id : null;
}
