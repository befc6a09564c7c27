import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { sidebarToggled } from '../../kernel/settings';

/** Opens or closes the side menu; the state is stored as 1/0. */
export function SidebarToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.settings.sidebarStatus === 1);
  const label = open ? t('layout.collapseMenu') : t('layout.expandMenu');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => dispatch(sidebarToggled())}>
        {open ? <MenuOpenIcon /> : <MenuIcon />}
      </IconButton>
    </Tooltip>
  );
}
