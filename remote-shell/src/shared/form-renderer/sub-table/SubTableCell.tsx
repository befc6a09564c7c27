import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { BoundControl } from '../BoundControl';
import { inputIdOf } from '../FieldItem';
import type { NodeState } from '../linkage/linkage-state';
import { useNodeState } from '../linkage/use-node-state';
import { columnKeyOf } from './use-visible-columns';
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
  /** The sub-table is read-only (detail mode, disabled, linkage). */
  locked: boolean;
}

/**
 * One cell: the column's own component bound to `table.index.column`, named for assistive
 * technology by a hidden label (the header names it for the eye).
 */
export function SubTableCell({ column, table, index, locked }: Props) {
  const { idPrefix } = useRendererContext();
  const row = `${table}.${index}`;
  const name = `${row}.${column.__vModel__}`;
  const inputId = inputIdOf(idPrefix, name);
  // The engine's state of the column (required or read-only by design or by linkage).
  const columnState = useNodeState(columnKeyOf(table, column.__vModel__));
  const state = useMemo<NodeState>(
    () => (locked ? { ...columnState, readonly: true } : columnState),
    [columnState, locked],
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
