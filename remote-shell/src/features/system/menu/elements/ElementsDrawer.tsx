import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SystemMenuNode } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useMenuName } from '../../../../kernel/i18n/use-shown-language';
import type { ElementKind } from '../api';
import { ElementList } from './ElementList';
import { SchemeList } from './SchemeList';

const TABS: readonly (ElementKind | 'scheme')[] = ['button', 'column', 'form', 'scheme'];

/** One menu entry's buttons, list columns, form fields and data schemes, a tab each. */
export function ElementsDrawer({ menu, onClose }: { menu: SystemMenuNode; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ElementKind | 'scheme'>('button');
  const menuName = useMenuName();
  const title = t('system.menu.element.title', { name: menuName(menu) });
  const titleId = useId();
  return (
    <Drawer
      open
      anchor="right"
      onClose={onClose}
      // A modal drawer is a dialog to assistive technology; MUI leaves the paper unnamed.
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', md: 720 } },
        },
      }}
    >
      <Box sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2" id={titleId}>
            {title}
          </Typography>
          <Button onClick={onClose}>{t('system.menu.element.close')}</Button>
        </Stack>
        <Tabs value={tab} onChange={(_event, value: ElementKind | 'scheme') => setTab(value)}>
          {TABS.map((each) => (
            <Tab key={each} value={each} label={t(`system.menu.element.tabs.${each}`)} />
          ))}
        </Tabs>
        {tab === 'scheme' ? (
          <SchemeList moduleId={menu.id} />
        ) : (
          <ElementList key={tab} kind={tab} moduleId={menu.id} />
        )}
      </Box>
    </Drawer>
  );
}
