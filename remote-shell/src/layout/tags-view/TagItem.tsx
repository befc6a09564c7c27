import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { TabView } from '../../kernel/tabs';
import { useShownLanguage } from '../../kernel/i18n/use-shown-language';
import { routeTitle } from '../../shared/route-meta';
import { iconForName } from '../../shared/menu-icon';

const MIDDLE_BUTTON = 1;

export interface TagItemProps {
  view: TabView;
  active: boolean;
  showIcon: boolean;
  onClose: (view: TabView) => void;
  onContextMenu: (view: TabView, event: MouseEvent) => void;
}

/**
 * The tab's icon, drawn as the menus draw theirs: the icon-font name the server gives picks an
 * icon; fixed pages, which have none, are known by their route name (home, dashboard).
 */
function TabIcon({ view }: { view: TabView }) {
  const Icon = iconForName(view.icon || view.name, false);
  return <Icon aria-hidden sx={{ fontSize: 14 }} />;
}

/** One tab: a link to its page, and a close button unless it is pinned. */
export function TagItem({ view, active, showIcon, onClose, onContextMenu }: TagItemProps) {
  const { t } = useTranslation();
  const title = routeTitle(view, t, useShownLanguage());
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    // jsdom and old browsers have no scrollIntoView.
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <Box
      component="li"
      ref={ref}
      onContextMenu={(event: MouseEvent) => {
        event.preventDefault();
        onContextMenu(view, event);
      }}
      onMouseDown={(event: MouseEvent) => {
        // The middle button would otherwise start the browser's autoscroll.
        if (event.button === MIDDLE_BUTTON) event.preventDefault();
      }}
      onAuxClick={(event: MouseEvent) => {
        if (event.button !== MIDDLE_BUTTON) return;
        event.preventDefault();
        onClose(view);
      }}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        height: 26,
        pl: 1,
        pr: view.affix ? 1 : 0.25,
        border: 1,
        borderColor: active ? 'primary.main' : 'divider',
        borderRadius: 0.5,
        bgcolor: active ? 'primary.main' : 'background.paper',
        color: active ? 'primary.contrastText' : 'text.primary',
        fontSize: 12,
      }}
    >
      <Link
        component={RouterLink}
        to={view.fullPath}
        color="inherit"
        underline="none"
        aria-current={active ? 'page' : undefined}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
      >
        {showIcon && <TabIcon view={view} />}
        {title}
      </Link>
      {!view.affix && (
        <IconButton
          size="small"
          color="inherit"
          aria-label={t('nav.tags.closeTab', { title })}
          onClick={() => onClose(view)}
          sx={{ p: 0.25, ml: 0.25 }}
        >
          <CloseIcon sx={{ fontSize: 12 }} />
        </IconButton>
      )}
    </Box>
  );
}
