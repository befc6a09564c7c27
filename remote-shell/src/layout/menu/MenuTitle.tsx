import type { ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { cutMenuTitle } from '../../shared/format';

/**
 * Titles over 7 characters show cut; the whole title is on hover (and, through the
 * tooltip's label, the entry's accessible name).
 */
export function MenuTitleTooltip({ title, children }: { title: string; children: ReactElement }) {
  if (cutMenuTitle(title) === title) return children;
  return (
    <Tooltip title={title} placement="right">
      {children}
    </Tooltip>
  );
}
