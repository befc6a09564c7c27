import { createContext, useContext } from 'react';

/**
 * The path of the sub-table row a cell is in (`table.2`), for components that read the row
 * (a calculate column sums the row's own fields); null outside sub-tables.
 */
export const SubTableRowContext = createContext<string | null>(null);

export const useSubTableRow = () => useContext(SubTableRowContext);
