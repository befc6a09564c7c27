import { useCallback, useState } from 'react';
import type { AuthorizeObject } from './authorize-object';

/**
 * The object being edited, switched only after confirmation while its grants have unsaved
 * changes: choosing another object would otherwise throw the edits away silently.
 */
export function useGuardedObject() {
  const [object, setObject] = useState<AuthorizeObject | null>(null);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<AuthorizeObject | null>(null);

  const request = useCallback(
    (next: AuthorizeObject) => {
      if (next.objectType === object?.objectType && next.objectId === object.objectId) return;
      if (dirty) setPending(next);
      else setObject(next);
    },
    [dirty, object],
  );
  const confirm = useCallback(() => {
    setObject(pending);
    setDirty(false);
    setPending(null);
  }, [pending]);
  const cancel = useCallback(() => setPending(null), []);

  return { object, request, pending, confirm, cancel, setDirty };
}
