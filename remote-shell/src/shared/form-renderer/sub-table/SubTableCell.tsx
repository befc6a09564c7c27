import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { BoundControl } from '../BoundControl';
import { inputIdOf } from '../FieldItem';
import type { NodeState } from '../linkage/linkage-state';
import { useRendererContext } from '../renderer-context';
import type { ValuedControl } from '../valued-control';
import { SubTableRowContext } from './row-context';

/** Read by screen readers, not drawn. */
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface Props {
  column: ValuedControl;
  table: string;
  index: number;
}

/**
 * One cell: the column's own component bound to `table.index.column`, named for assistive
 * technology by a hidden label (the header names it for the eye).
 */
export function SubTableCell({ column, table, index }: Props) {
  const { idPrefix } = useRendererContext();
  const row = `${table}.${index}`;
  const name = `${row}.${column.__vModel__}`;
  const inputId = inputIdOf(idPrefix, name);
  const required = 'required' in column.__config__ && !!column.__config__.required;
  const state = useMemo<NodeState>(
    () => ({ visible: true, required, readonly: false }),
    [required],
  );
  return (
    <SubTableRowContext.Provider value={row}>
      <Box component="label" htmlFor={inputId} id={`${inputId}-label`} sx={HIDDEN}>
        {column.__config__.label}
      </Box>
      <BoundControl field={column} name={name} inputId={inputId} state={state} cell />
    </SubTableRowContext.Provider>
  );
}
