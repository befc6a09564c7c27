import type { DataInterfaceRecord } from '@mepm/contract';

/** What running an interface reads: its definition without code, name and bookkeeping. */
export type Definition = Pick<
  DataInterfaceRecord,
  | 'kind'
  | 'dataSourceId'
  | 'sqlText'
  | 'staticData'
  | 'httpMethod'
  | 'httpUrl'
  | 'httpHeaders'
  | 'httpQuery'
  | 'httpBody'
  | 'resultPath'
  | 'parameters'
  | 'fieldMapping'
  | 'paged'
  | 'optionMapping'
>;

/** The page a caller asked for, when the interface pages. */
export interface PageWindow {
  currentPage: number;
  pageSize: number;
}

export type ArgValue = string | number | boolean | null;

/** What a source answers before mapping. */
export interface SourceRows {
  columns: { name: string; type: string }[];
  rows: Record<string, unknown>[];
  truncated: boolean;
  /** Matching rows of a paged call, when the source counted them. */
  total?: { count: number; capped: boolean };
  cancelsAtTimeout: boolean;
}
