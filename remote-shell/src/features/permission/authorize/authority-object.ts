import type { AuthorityObjectType } from '@mepm/contract';

/** The role, position or user whose grants are edited, with the name shown for it. */
export interface AuthorityObject {
  objectType: AuthorityObjectType;
  objectId: string;
  name: string;
}

export const OBJECT_TYPES: readonly AuthorityObjectType[] = ['role', 'position', 'user'];
