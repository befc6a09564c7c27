import { useCallback } from 'react';
import { useAppDispatch } from '../../../kernel/hooks';
import { usePickerSource } from '../../pickers';
import type { LoadPickerLevel } from '../../pickers';
import { fieldLookupsApi } from './lookups-api';

/** The 450 px user picker's levels and search, read through the form fields' lookups. */
export function useUserPickerSource(): ReturnType<typeof usePickerSource> {
  const dispatch = useAppDispatch();
  const load = useCallback<LoadPickerLevel>(
    async (query) => {
      const request = dispatch(
        fieldLookupsApi.endpoints.fieldUserLevel.initiate(query, { subscribe: false }),
      );
      return (await request.unwrap()).list;
    },
    [dispatch],
  );
  return usePickerSource(load);
}
