import { defineFeature } from '../../kernel/feature';
import { authorizeFeature } from './authorize';
import { permissionMessages } from './common/locales';
import { departmentFeature } from './department';
import { onlineUserFeature } from './onlineUser';
import { organizeFeature } from './organize';
import { positionFeature } from './position';
import { roleFeature } from './role';
import { userFeature } from './user';

/** The permission area: the texts its pages share, and the capabilities inside it. */
export const permissionArea = [
  defineFeature({ name: 'permission', locales: permissionMessages }),
  organizeFeature,
  departmentFeature,
  positionFeature,
  userFeature,
  roleFeature,
  authorizeFeature,
  onlineUserFeature,
] as const;
