import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FD } from './drawing/node-summary';
import type { NewNodeTitles } from './model';

/** New nodes' titles in the shown language (a template keeps the one it was given). */
export function useNewTitles(): { condition: NewNodeTitles; parallel: NewNodeTitles } {
  const { t } = useTranslation();
  return useMemo(() => {
    const condition: NewNodeTitles = {
      start: t(`${FD}.types.start`),
      approver: t(`${FD}.types.approver`),
      copy: t(`${FD}.types.copy`),
      timer: t(`${FD}.types.timer`),
      subFlow: t(`${FD}.types.subFlow`),
      condition: t(`${FD}.types.condition`),
      parallel: t(`${FD}.types.parallel`),
      branch: (number) => t(`${FD}.newTitles.branch`, { number }),
      defaultBranch: t(`${FD}.newTitles.defaultBranch`),
    };
    return {
      condition,
      parallel: {
        ...condition,
        branch: (number) => t(`${FD}.newTitles.parallelBranch`, { number }),
      },
    };
  }, [t]);
}
