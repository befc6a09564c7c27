import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { SystemMenuNode } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import type { TextName } from '../../../kernel/i18n/text-key';
import { useMenuName } from '../../../kernel/i18n/use-shown-language';
import { visibleRows } from './menu-rows';
import { MENU_TYPE_TEXTS, isMenuType } from './menu-type-text';
import { MenuEntryIcon } from './MenuEntryIcon';
import { MenuRowActions } from './MenuRowActions';
import type { MenuRowHandlers } from './MenuRowActions';

interface Props extends MenuRowHandlers {
  nodes: readonly SystemMenuNode[];
  expanded: ReadonlySet<string>;
  onExpandToggle: (id: string) => void;
}

/** One line per cell: the table grows wider and scrolls sideways rather than wrapping. */
const oneLine = { '& .MuiTableCell-root': { whiteSpace: 'nowrap' } };

/** The menu tree as a table: one row per visible entry, indented by depth. */
export function MenuTreeTable({ nodes, expanded, onExpandToggle, ...handlers }: Props) {
  const { t } = useTranslation();
  const menuName = useMenuName();
  const heads: TextName<'system.menu.fields'>[] = [
    'fullName',
    'enCode',
    'type',
    'icon',
    'urlAddress',
    'linkTarget',
    'enabled',
    'sortCode',
  ];
  return (
    <TableContainer sx={{ maxHeight: 640 }}>
      <Table size="small" stickyHeader aria-label={t('system.menu.tree')} sx={oneLine}>
        <TableHead>
          <TableRow>
            {heads.map((head) => (
              <TableCell key={head}>{t(`system.menu.fields.${head}`)}</TableCell>
            ))}
            <TableCell>{t('system.menu.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visibleRows(nodes, expanded).map(({ node, depth }) => {
            const open = expanded.has(node.id);
            return (
              <TableRow key={node.id} hover>
                <TableCell component="th" scope="row">
                  <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 2.5 }}>
                    {node.children.length > 0 ? (
                      <IconButton
                        size="small"
                        aria-expanded={open}
                        aria-label={t(open ? 'system.menu.fold' : 'system.menu.expand', {
                          name: menuName(node),
                        })}
                        onClick={() => onExpandToggle(node.id)}
                      >
                        {open ? (
                          <ExpandMoreIcon fontSize="small" />
                        ) : (
                          <ChevronRightIcon fontSize="small" />
                        )}
                      </IconButton>
                    ) : (
                      <Box sx={{ width: 34 }} />
                    )}
                    {menuName(node)}
                  </Box>
                </TableCell>
                <TableCell>{node.enCode}</TableCell>
                <TableCell>
                  {isMenuType(node.type) ? t(MENU_TYPE_TEXTS[node.type]) : node.type}
                </TableCell>
                <TableCell>
                  <MenuEntryIcon node={node} />
                </TableCell>
                <TableCell>{node.urlAddress}</TableCell>
                <TableCell>{node.linkTarget}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={node.enabled ? 'success' : 'default'}
                    label={t(node.enabled ? 'system.menu.enabled' : 'system.menu.disabled')}
                  />
                </TableCell>
                <TableCell>{node.sortCode}</TableCell>
                <TableCell>
                  <MenuRowActions node={node} {...handlers} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
