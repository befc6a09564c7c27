import { useMemo } from 'react';
import type { PermissionItem } from '@mepm/contract';
import { useAppSelector } from '../../kernel/hooks';
import { usePageMeta } from '../route-meta';
import type { PermissionKind } from './codes';

export interface Permission {
  /** The current page's menu entry id, or undefined when the page has none. */
  modelId: string | undefined;
  has(kind: PermissionKind, code: string): boolean;
  hasButton(code: string): boolean;
  hasColumn(code: string): boolean;
  hasForm(code: string): boolean;
  hasResource(code: string): boolean;
}

/**
 * A code is granted only when it is in the permission item of the current page's
 * modelId; no modelId or no item means denied. "Current page" is the page a component is
 * rendered in, so a page kept alive behind another tab keeps its own permissions.
 */
export function usePermission(): Permission {
  const modelId = usePageMeta()?.modelId;
  const permissionList = useAppSelector((state) => state.session.permissionList);
  return useMemo(() => {
    const item: PermissionItem | undefined = modelId
      ? permissionList.find((candidate) => candidate.modelId === modelId)
      : undefined;
    const has = (kind: PermissionKind, code: string) =>
      item?.[kind].some((granted) => granted.enCode === code) ?? false;
    return {
      modelId,
      has,
      hasButton: (code) => has('button', code),
      hasColumn: (code) => has('column', code),
      hasForm: (code) => has('form', code),
      hasResource: (code) => has('resource', code),
    };
  }, [modelId, permissionList]);
}
