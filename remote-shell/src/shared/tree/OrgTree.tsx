import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { useTranslation } from 'react-i18next';
import { LazyTreeView } from './LazyTreeView';
import { orgNodeIcon } from './org-node';
import type { OrgNode } from './org-node';
import { useLazyTree } from './useLazyTree';
import { useSearchResults } from './useSearchResults';
import type { LoadChildren } from './types';

export interface OrgTreeProps {
  /** The tree's accessible name; defaults to "organisation". */
  label?: string;
  loadChildren: LoadChildren<OrgNode>;
  /** Nodes matching a keyword, as a list or as small trees; without it there is no search box. */
  search?: (keyword: string) => Promise<OrgNode[]>;
  multiple?: boolean;
  /** Checkboxes beside the labels (for multiple selection). */
  checkboxes?: boolean;
  selectedIds: readonly string[];
  /** `nodes`: those of `ids` this tree has seen (loaded or found). */
  onSelectedChange: (ids: string[], nodes: OrgNode[]) => void;
  selectable?: (node: OrgNode) => boolean;
  /** Height of the scrolling tree area, in pixels. */
  height?: number;
}

const NO_NODES: OrgNode[] = [];

/** The organisation tree: companies, departments, positions and users, loaded a level at a time. */
export function OrgTree(props: OrgTreeProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const browse = useLazyTree<OrgNode>({ loadChildren: props.loadChildren });
  const { results } = useSearchResults(keyword, props.search);
  const found = useLazyTree<OrgNode>({ nodes: results ?? NO_NODES });
  const searching = results !== null;
  const shown = searching ? found : browse;

  // Search answers are small: open them fully so every match is visible.
  const expandFound = found.expandAll;
  useEffect(() => {
    if (results) expandFound();
  }, [results, expandFound]);

  const change = (ids: string[]) =>
    props.onSelectedChange(
      ids,
      ids.flatMap((id) => shown.nodeById.get(id) ?? browse.nodeById.get(id) ?? []),
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {props.search && (
        <TextField
          size="small"
          value={keyword}
          placeholder={t('widgets.tree.searchPlaceholder')}
          onChange={(event) => setKeyword(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': t('widgets.tree.search'), type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" startIcon={<UnfoldMoreIcon />} onClick={shown.expandAll}>
          {t('widgets.tree.expandAll')}
        </Button>
        <Button size="small" startIcon={<UnfoldLessIcon />} onClick={shown.collapseAll}>
          {t('widgets.tree.collapseAll')}
        </Button>
      </Box>
      <Box sx={{ height: props.height ?? 320, overflow: 'auto' }}>
        <LazyTreeView<OrgNode>
          model={shown}
          label={props.label ?? t('widgets.tree.organisation')}
          multiple={props.multiple}
          checkboxes={props.checkboxes}
          selectedIds={props.selectedIds}
          onSelectedIdsChange={change}
          selectable={props.selectable}
          renderIcon={orgNodeIcon}
        />
      </Box>
    </Box>
  );
}
