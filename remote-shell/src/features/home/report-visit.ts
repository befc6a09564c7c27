import { useEffect } from 'react';
import { useReportVisitMutation } from './api';

/**
 * Tells the server that a menu page opened, once per opening: its recent and most-used lists
 * come from these reports. A failed report costs the user nothing, so it is not retried.
 */
export function useReportVisit(menuId: string | undefined): void {
  const [report] = useReportVisitMutation();
  useEffect(() => {
    if (menuId === undefined) return;
    report(menuId)
      .unwrap()
      .catch(() => undefined);
  }, [menuId, report]);
}
