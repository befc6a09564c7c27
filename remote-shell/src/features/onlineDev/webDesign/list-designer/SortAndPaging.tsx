import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { PAGE_SIZES } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from './ChoiceSelect';
import type { ListDesignerProps } from './list-designer-state';
import { LD } from './texts';

/** The default sort (a sortable chosen column, or none: newest first) and the paging. */
export function SortAndPaging({ state, dispatch }: ListDesignerProps) {
  const { t } = useTranslation();
  const { design } = state;
  const sortable = design.columnList.filter((column) => column.sortable);
  return (
    <>
      <ChoiceSelect
        label={t(`${LD}.settings.sortField`)}
        value={design.defaultSidx}
        choices={[
          { value: '', label: t(`${LD}.settings.sortNone`) },
          ...sortable.map((column) => ({ value: column.prop, label: column.label || column.prop })),
        ]}
        onChange={(defaultSidx) => dispatch({ type: 'setSort', defaultSidx })}
      />
      <ChoiceSelect
        label={t(`${LD}.settings.sort`)}
        value={design.sort}
        choices={(['asc', 'desc'] as const).map((sort) => ({
          value: sort,
          label: t(`${LD}.sorts.${sort}`),
        }))}
        onChange={(sort) => dispatch({ type: 'setSort', sort })}
      />
      <FormControlLabel
        label={t(`${LD}.settings.hasPage`)}
        control={
          <Switch
            checked={design.hasPage}
            onChange={(event) => dispatch({ type: 'setPaging', hasPage: event.target.checked })}
          />
        }
      />
      <ChoiceSelect
        label={t(`${LD}.settings.pageSize`)}
        value={design.pageSize}
        disabled={!design.hasPage}
        choices={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        onChange={(pageSize) => dispatch({ type: 'setPaging', pageSize })}
      />
    </>
  );
}
