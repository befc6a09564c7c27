import type { ReactNode } from 'react';
import type { PermissionKind } from './codes';
import { usePermission } from './use-permission';

export interface PermissionGateProps {
  code: string;
  kind?: PermissionKind;
  children: ReactNode;
}

/** Renders its children only when the current page grants `code` (removed, not disabled). */
export function PermissionGate({ code, kind = 'button', children }: PermissionGateProps) {
  const { has } = usePermission();
  return has(kind, code) ? children : null;
}
