import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../kernel/hooks';
import { TagContextMenu } from './TagContextMenu';
import type { ContextTarget } from './TagContextMenu';
import { TagItem } from './TagItem';
import { useTabActions } from './use-tab-actions';

// A step of the prev/next buttons: most of the visible strip, so that one tab stays in view.
const SCROLL_SHARE = 0.8;

/** The strip of open tabs: pinned tabs, context menu, middle-click close, scrolling. */
export function TagsView() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const views = useAppSelector((state) => state.tabs.visitedViews);
  const showIcon = useAppSelector((state) => state.settings.tagsIcon);
  const actions = useTabActions();
  // The target outlives the open state: the closing menu still lays itself out at its place.
  const [menu, setMenu] = useState<ContextTarget | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const strip = useRef<HTMLUListElement>(null);

  const scroll = (direction: -1 | 1) => {
    const node = strip.current;
    if (node) node.scrollLeft += direction * node.clientWidth * SCROLL_SHARE;
  };

  return (
    <Box
      component="nav"
      aria-label={t('nav.tags.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: 34,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <IconButton size="small" aria-label={t('nav.tags.scrollLeft')} onClick={() => scroll(-1)}>
        <ChevronLeftIcon fontSize="small" />
      </IconButton>
      <Box
        component="ul"
        ref={strip}
        sx={{
          display: 'flex',
          gap: 0.5,
          flex: 1,
          m: 0,
          p: 0,
          listStyle: 'none',
          overflowX: 'auto',
          scrollBehavior: 'smooth',
          scrollbarWidth: 'none',
        }}
      >
        {views.map((view) => (
          <TagItem
            key={view.path}
            view={view}
            active={view.path === pathname}
            showIcon={showIcon}
            onClose={actions.close}
            onContextMenu={(target, event) => {
              setMenu({ view: target, x: event.clientX, y: event.clientY });
              setMenuOpen(true);
            }}
          />
        ))}
      </Box>
      <IconButton size="small" aria-label={t('nav.tags.scrollRight')} onClick={() => scroll(1)}>
        <ChevronRightIcon fontSize="small" />
      </IconButton>
      <TagContextMenu
        open={menuOpen}
        target={menu}
        actions={actions}
        onClose={() => setMenuOpen(false)}
      />
    </Box>
  );
}
