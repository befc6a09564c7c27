import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/confirm';
import { useSystemMenusQuery } from './api';
import { ElementsDrawer } from './elements/ElementsDrawer';
import { branchIds } from './menu-rows';
import { MenuFormDialog } from './MenuFormDialog';
import { MenuToolbar } from './MenuToolbar';
import { MenuTreeTable } from './MenuTreeTable';
import { useMenuEditing } from './use-menu-editing';

/** /system/menu: the menu tree (types 1-8), its entries' CRUD and their permission elements. */
export function MenuPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { data, isLoading, isError, refetch } = useSystemMenusQuery(keyword ? { keyword } : {});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const editing = useMenuEditing();
  const nodes = data ?? [];
  // A search shows matches where they live, so the branches leading to them open.
  useEffect(() => {
    if (keyword && data) setExpanded(new Set(branchIds(data)));
  }, [keyword, data]);

  const toggleExpanded = (id: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  let body;
  if (isLoading) body = <Typography color="text.secondary">{t('system.menu.loading')}</Typography>;
  else if (isError) body = <Typography color="error">{t('system.menu.loadFailed')}</Typography>;
  else if (nodes.length === 0)
    body = <Typography color="text.secondary">{t('system.menu.empty')}</Typography>;
  else
    body = (
      <MenuTreeTable
        nodes={nodes}
        expanded={expanded}
        onExpandToggle={toggleExpanded}
        {...editing.handlers}
      />
    );

  return (
    <Box sx={{ p: 2 }}>
      <MenuToolbar
        onSearch={setKeyword}
        onAdd={editing.addTopLevel}
        onExpandAll={() => setExpanded(new Set(branchIds(nodes)))}
        onFoldAll={() => setExpanded(new Set())}
        onRefresh={() => void refetch()}
      />
      {body}
      {editing.form && <MenuFormDialog form={editing.form} onClose={editing.closeForm} />}
      <ConfirmDialog
        open={editing.removing !== null}
        busy={editing.deleting}
        message={t('system.menu.confirmRemove')}
        onConfirm={() => void editing.confirmRemove()}
        onClose={editing.cancelRemove}
      />
      {editing.elementsOf && (
        <ElementsDrawer menu={editing.elementsOf} onClose={editing.closeElements} />
      )}
    </Box>
  );
}
