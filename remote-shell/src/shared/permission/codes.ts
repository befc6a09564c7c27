/** SPEC §6 default button codes. */
export const BUTTON_CODES = {
  add: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
} as const;

/** The lists of a permission item a code is looked up in. */
export type PermissionKind = 'button' | 'column' | 'form' | 'resource';
