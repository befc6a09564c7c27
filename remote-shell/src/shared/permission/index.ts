export type { PermissionKind } from './codes';
export { PermissionGate } from './PermissionGate';
export type { PermissionGateProps } from './PermissionGate';
export { usePermission } from './use-permission';
export type { Permission } from './use-permission';
