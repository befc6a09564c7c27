import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useAppSelector } from '../kernel/hooks';
import { PageHost } from './page-host';
import { TagsView } from './tags-view';

/** Top bar and tags view above the page; with a fixed header they stay while the page scrolls. */
export function MainArea({ topBar }: { topBar: ReactNode }) {
  const fixedHeader = useAppSelector((state) => state.settings.fixedHeader);
  const tagsView = useAppSelector((state) => state.settings.tagsView);
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          position: fixedHeader ? 'sticky' : 'static',
          top: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          bgcolor: 'background.paper',
        }}
      >
        {topBar}
        {tagsView && <TagsView />}
      </Box>
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: 2 }}>
        <PageHost />
      </Box>
    </Box>
  );
}
