import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { PAGE_SIZES, type ColumnDesign } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import type { ListDesignerAction, ListDesignerState } from './list-designer-state';
import { LD } from './texts';

/** The default sort (a sortable chosen column, or none: newest first) and the paging. */
export function SortAndPaging({
  state,
  dispatch,
}: {
  state: ListDesignerState;
  dispatch: (action: ListDesignerAction) => void;
}) {
  const { t } = useTranslation();
  const { design } = state;
  const sortable = design.columnList.filter((column) => column.sortable);
  return (
    <>
      <TextField
        select
        size="small"
        label={t(`${LD}.settings.sortField`)}
        value={design.defaultSidx}
        onChange={(event) => dispatch({ type: 'setSort', defaultSidx: event.target.value })}
      >
        <MenuItem value="">{t(`${LD}.settings.sortNone`)}</MenuItem>
        {sortable.map((column) => (
          <MenuItem key={column.prop} value={column.prop}>
            {column.label || column.prop}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t(`${LD}.settings.sort`)}
        value={design.sort}
        onChange={(event) =>
          dispatch({ type: 'setSort', sort: event.target.value as ColumnDesign['sort'] })
        }
      >
        {(['asc', 'desc'] as const).map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`${LD}.sorts.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        label={t(`${LD}.settings.hasPage`)}
        control={
          <Switch
            checked={design.hasPage}
            onChange={(event) => dispatch({ type: 'setPaging', hasPage: event.target.checked })}
          />
        }
      />
      <TextField
        select
        size="small"
        label={t(`${LD}.settings.pageSize`)}
        value={design.pageSize}
        disabled={!design.hasPage}
        onChange={(event) =>
          dispatch({
            type: 'setPaging',
            pageSize: Number(event.target.value) as ColumnDesign['pageSize'],
          })
        }
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
