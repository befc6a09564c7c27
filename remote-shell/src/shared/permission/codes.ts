/** The lists of a permission item a code is looked up in. */
export type PermissionKind = 'button' | 'column' | 'form' | 'resource';
