import type { AuthorizeObjectType } from '@mepm/contract';

/** The role, position or user whose grants are edited, with the name shown for it. */
export interface AuthorizeObject {
  objectType: AuthorizeObjectType;
  objectId: string;
  name: string;
}

export const OBJECT_TYPES: readonly AuthorizeObjectType[] = ['role', 'position', 'user'];
