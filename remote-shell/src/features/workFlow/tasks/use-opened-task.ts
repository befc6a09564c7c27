import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TaskRef } from './TaskPanel';

/**
 * The task the panel shows: one a row opened, or the one a message's address names
 * (`?id=<task>&flowId=<flow>`, docs/reference/messages.md). Closing it drops the address's ids,
 * so that a refresh does not open it again.
 */
export function useOpenedTask(): {
  opened: TaskRef | null;
  open: (task: TaskRef) => void;
  close: () => void;
} {
  const [params, setParams] = useSearchParams();
  const [picked, setPicked] = useState<TaskRef | null>(null);
  const taskId = params.get('id');
  const flowId = params.get('flowId');
  const fromAddress = taskId && flowId ? { taskId, flowId } : null;
  const close = useCallback(() => {
    setPicked(null);
    if (params.has('id') || params.has('flowId')) setParams({}, { replace: true });
  }, [params, setParams]);
  return { opened: picked ?? fromAddress, open: setPicked, close };
}
