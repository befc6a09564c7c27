import { useEffect, useRef } from 'react';
import type { DataSyncRun } from '@mepm/contract';
import { useAppDispatch } from '../../../kernel/hooks';
import { tablesChanged } from './api';

/**
 * A run seen running and now ended changed its target's tables: they are read again, also when
 * its dialog was closed while it ran.
 */
export function useTablesReadAfterRuns(runs: readonly DataSyncRun[] | undefined) {
  const dispatch = useAppDispatch();
  const running = useRef(new Set<string>());
  useEffect(() => {
    for (const run of runs ?? []) {
      if (run.state === 'running') running.current.add(run.id);
      else if (running.current.delete(run.id)) dispatch(tablesChanged(run.toSourceId));
    }
  }, [runs, dispatch]);
}
