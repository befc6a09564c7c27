import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AreaNode } from '@mepm/contract';
import { ADMIN_BUTTON, AREA_MAX_LEVEL, AREA_ROOT_ID, AREA_TYPES } from '@mepm/contract/paths';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmDialog, KeywordSearch, useCrudList } from '../../../shared/crud';
import type { RowAction } from '../../../shared/crud';
import { AddressPicker, type AddressPart } from '../../../shared/address';
import { PermissionGate, usePermission } from '../../../shared/permission';
import { useDeleteAreaMutation, useSetAreaStateMutation } from './api';
import { AreaFormDialog, type AreaParent } from './AreaFormDialog';
import { AreaRows } from './AreaRows';
import { FIELDS } from './area-form';

const HEADS = ['fullName', 'enCode', 'type', 'sortCode', 'enabled'] as const;

/**
 * System → areas (/system/area): the divisions as a tree table whose levels load when
 * expanded, the address picker to go straight to a province's or a city's areas, a keyword that
 * finds areas anywhere, and add (at the top or below an area), edit, enable/disable and delete.
 */
export function AreaPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [parent, setParent] = useState<AreaParent>(null);
  // The province or city whose areas the table shows; none: the provinces.
  const [place, setPlace] = useState<AddressPart[]>([]);
  const [remove] = useDeleteAreaMutation();
  const [setEnabled] = useSetAreaStateMutation();
  const crud = useCrudList<AreaNode>({ remove, setEnabled });
  const { hasButton } = usePermission();
  const { openCreate } = crud;

  const toggleExpanded = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const addUnder = useCallback(
    (node: AreaParent) => {
      setParent(node);
      openCreate();
    },
    [openCreate],
  );
  const actionsOf = useMemo(() => {
    const canAdd = hasButton(ADMIN_BUTTON.add);
    const standard = crud.actionsOf;
    return (node: AreaNode): RowAction[] => {
      const below = AREA_TYPES.indexOf(node.type) + 1 < AREA_MAX_LEVEL;
      const add: RowAction[] =
        canAdd && below
          ? [{ label: t('system.area.addChild'), onClick: () => addUnder(node) }]
          : [];
      return [...add, ...(standard?.(node) ?? [])];
    };
  }, [hasButton, crud.actionsOf, t, addUnder]);

  return (
    <Box sx={{ p: 2 }}>
      <Paper variant="outlined">
        <Stack direction="row" spacing={2} sx={{ p: 1.5, alignItems: 'center' }}>
          <AddressPicker levels={2} value={place} onChange={setPlace} />
          <KeywordSearch onSearch={(text) => setKeyword(text.trim())} />
          <PermissionGate code={ADMIN_BUTTON.add}>
            <Button variant="contained" onClick={() => addUnder(null)}>
              {t('crud.buttons.add')}
            </Button>
          </PermissionGate>
        </Stack>
        <TableContainer sx={{ maxHeight: 640 }}>
          <Table size="small" stickyHeader aria-label={t('system.area.titles.list')}>
            <TableHead>
              <TableRow>
                {HEADS.map((head) => (
                  <TableCell key={head}>{t(`${FIELDS}.${head}`)}</TableCell>
                ))}
                <TableCell>{t('system.area.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <AreaRows
                parentId={place.at(-1)?.id ?? AREA_ROOT_ID}
                keyword={keyword === '' ? undefined : keyword}
                depth={0}
                expanded={expanded}
                onExpandToggle={toggleExpanded}
                actionsOf={actionsOf}
              />
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {crud.target && (
        <AreaFormDialog target={crud.target} parent={parent} onClose={crud.closeForm} />
      )}
      <DeleteConfirmDialog {...crud.deletion} />
    </Box>
  );
}
