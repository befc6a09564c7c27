import { useMemo } from 'react';
import { useFlowChoicesQuery } from './api';

/** The released flows, flat and by name, for the lists' flow filter and the entrust dialog. */
export function useFlowChoices(): { id: string; fullName: string }[] {
  const { data } = useFlowChoicesQuery(undefined);
  return useMemo(
    () =>
      (data?.list ?? []).flatMap((category) =>
        category.children.map((flow) => ({ id: flow.id, fullName: flow.fullName })),
      ),
    [data],
  );
}
