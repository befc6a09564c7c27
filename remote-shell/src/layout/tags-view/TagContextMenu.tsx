import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { TabView } from '../../kernel/tabs';
import type { TabActions } from './use-tab-actions';

export interface ContextTarget {
  view: TabView;
  x: number;
  y: number;
}

/**
 * The right-click menu of a tab: refresh, close, close others, close all. `target` stays set
 * after closing, because the menu still positions itself during its closing transition.
 */
export function TagContextMenu({
  open,
  target,
  actions,
  onClose,
}: {
  open: boolean;
  target: ContextTarget | null;
  actions: TabActions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const run = (action: (view: TabView) => void) => () => {
    if (target) action(target.view);
    onClose();
  };
  return (
    <Menu
      open={open && target !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={target ? { top: target.y, left: target.x } : undefined}
    >
      <MenuItem onClick={run(actions.refresh)}>{t('nav.tags.refresh')}</MenuItem>
      <MenuItem onClick={run(actions.close)} disabled={target?.view.affix ?? true}>
        {t('nav.tags.close')}
      </MenuItem>
      <MenuItem onClick={run(actions.closeOthers)}>{t('nav.tags.closeOthers')}</MenuItem>
      <MenuItem onClick={run(() => actions.closeAll())}>{t('nav.tags.closeAll')}</MenuItem>
    </Menu>
  );
}
