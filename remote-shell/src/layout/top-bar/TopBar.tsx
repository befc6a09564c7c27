import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import SettingsIcon from '@mui/icons-material/Settings';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../kernel/hooks';
import { LanguageSwitch } from '../../kernel/language-switch';
import { selectIsMobile } from '../../kernel/settings';
import { FeatureItems } from './FeatureItems';
import { FullscreenToggle } from './FullscreenToggle';
import { HeaderSearch } from './HeaderSearch';
import { SidebarToggle } from './SidebarToggle';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  /** Whether the side menu can be opened or collapsed from here. */
  showToggle: boolean;
  /** What sits before the actions: the functional layout's menu, or nothing. */
  start?: ReactNode;
  onOpenSettings: () => void;
}

/** The top bar; each optional part follows its client setting. */
export function TopBar({ showToggle, start, onOpenSettings }: TopBarProps) {
  const { t } = useTranslation();
  const { showSearch, showLanguage, showSettings } = useAppSelector((state) => state.settings);
  // A phone's width holds the actions only as icons, closer together.
  const compact = useAppSelector(selectIsMobile);
  return (
    <AppBar position="static" color="inherit" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: compact ? 0.5 : 1, minHeight: 50 }}>
        {showToggle && <SidebarToggle />}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>{start}</Box>
        {showSearch && <HeaderSearch compact={compact} />}
        <FeatureItems compact={compact} />
        {showLanguage && <LanguageSwitch compact={compact} />}
        <FullscreenToggle />
        <UserMenu compact={compact} />
        {showSettings && (
          <Tooltip title={t('layout.settings')}>
            <IconButton color="inherit" aria-label={t('layout.settings')} onClick={onOpenSettings}>
              <SettingsIcon />
            </IconButton>
          </Tooltip>
        )}
      </Toolbar>
    </AppBar>
  );
}
