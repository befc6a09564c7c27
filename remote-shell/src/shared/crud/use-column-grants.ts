import { useMemo } from 'react';
import { useAppSelector } from '../../kernel/hooks';
import { usePermission } from '../permission';

/**
 * Whether a list column may show. The server says per menu whether the caller is held to granted
 * columns (`columnsRestricted`, set when the menu defines column codes); then only those show,
 * none when none are granted. Otherwise every column shows (the server trims the fields anyway).
 */
export function useColumnGrants(): (code: string) => boolean {
  const { modelId, hasColumn } = usePermission();
  const permissionList = useAppSelector((state) => state.session.permissionList);
  const restricted = useMemo(
    () => permissionList.find((item) => item.modelId === modelId)?.columnsRestricted === true,
    [permissionList, modelId],
  );
  return useMemo(() => (restricted ? hasColumn : () => true), [restricted, hasColumn]);
}
