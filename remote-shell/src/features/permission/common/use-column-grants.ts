import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { usePermission } from '../../../shared/permission';

/**
 * Whether a list column may show. A menu that defines column codes grants only those; a menu
 * without any column codes leaves every column visible (the server trims the fields anyway).
 */
export function useColumnGrants(): (code: string) => boolean {
  const { modelId, hasColumn } = usePermission();
  const permissionList = useAppSelector((state) => state.session.permissionList);
  const defined = useMemo(
    () => (permissionList.find((item) => item.modelId === modelId)?.column.length ?? 0) > 0,
    [permissionList, modelId],
  );
  return useMemo(() => (defined ? hasColumn : () => true), [defined, hasColumn]);
}
