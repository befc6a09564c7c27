import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { AreaNode } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { EnabledChip, RowActions } from '../../../shared/crud';
import type { RowAction } from '../../../shared/crud';
import { useAreaChildrenQuery } from './api';

export interface AreaRowsProps {
  parentId: string;
  keyword?: string;
  depth: number;
  expanded: ReadonlySet<string>;
  onExpandToggle: (id: string) => void;
  actionsOf: (node: AreaNode) => RowAction[];
}

/**
 * One level of the tree: its rows, asked for when the level is first shown, and under each
 * expanded row the level below it. With a keyword, the matches anywhere, flat.
 */
export function AreaRows(props: AreaRowsProps) {
  const { t } = useTranslation();
  const { parentId, keyword, depth, expanded } = props;
  const { data, isFetching } = useAreaChildrenQuery({ parentId, keyword });
  if (data === undefined) {
    return isFetching ? (
      <TableRow>
        <TableCell colSpan={6} sx={{ pl: 2 + depth * 3 }}>
          {t('widgets.table.loading')}
        </TableCell>
      </TableRow>
    ) : null;
  }
  return (
    <>
      {data.list.map((node) => {
        const open = expanded.has(node.id);
        return [
          <TableRow key={node.id} hover data-area={node.enCode}>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 3 }}>
                {node.hasChildren && keyword === undefined ? (
                  <IconButton
                    size="small"
                    aria-label={t(open ? 'system.area.collapse' : 'system.area.expand', {
                      name: node.fullName,
                    })}
                    aria-expanded={open}
                    onClick={() => props.onExpandToggle(node.id)}
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
                {node.fullName}
              </Box>
            </TableCell>
            <TableCell>{node.enCode}</TableCell>
            <TableCell>{t(`system.area.types.${node.type}`)}</TableCell>
            <TableCell>{node.sortCode}</TableCell>
            <TableCell>
              <EnabledChip enabled={node.enabled} />
            </TableCell>
            <TableCell>
              <RowActions actions={props.actionsOf(node)} />
            </TableCell>
          </TableRow>,
          open && keyword === undefined && (
            <AreaRows key={`${node.id}-children`} {...props} parentId={node.id} depth={depth + 1} />
          ),
        ];
      })}
    </>
  );
}
