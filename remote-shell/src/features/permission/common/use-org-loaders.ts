import { useCallback } from 'react';
import { useAppDispatch } from '../../../kernel/hooks';
import type { LoadChildren, OrgNode } from '../../../shared/tree';
import { usePickerSource } from '../../../shared/pickers';
import type { LoadPickerLevel } from '../../../shared/pickers';
import { lookupsApi } from './lookups-api';
import { toOrgNodes } from '../../../shared/tree';

/*
 * The lazy trees ask for levels as promises. `initiate` without a subscription fetches (or
 * reuses) one level without pinning it in the cache: a tree keeps what it loaded itself.
 */

/** Companies and departments, a level at a time (the users page's organisation filter). */
export function useOrganizeLevels(): LoadChildren<OrgNode> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (parentId) => {
      const request = dispatch(
        lookupsApi.endpoints.organizeLevel.initiate(parentId, { subscribe: false }),
      );
      return toOrgNodes((await request.unwrap()).list, 'lazy');
    },
    [dispatch],
  );
}

/** The user picker's source: a level of the organisation with its users, and a keyword search. */
export function useUserPickerSource() {
  const dispatch = useAppDispatch();
  const load = useCallback<LoadPickerLevel>(
    async (params) => {
      const request = dispatch(
        lookupsApi.endpoints.userSelector.initiate(params, { subscribe: false }),
      );
      return (await request.unwrap()).list;
    },
    [dispatch],
  );
  return usePickerSource(load);
}
