import { skipToken } from '@reduxjs/toolkit/query';
import { useFieldInterfacePageQuery, useFieldRelationPageQuery } from './lookups-api';
import { rowsMatching, rowsOfOptions } from './popup-data';
import type { PopupRow } from './popup-rows';

/**
 * Where the data picker's rows come from: a data interface's options (popup select), or a
 * released design's records (relation form).
 */
export type PickerSource = { interfaceId: string } | { modelId: string };

/** The picker's columns: the design's `columnOptions`, else the naming attribute alone. */
export function pickerColumns(field: {
  columnOptions?: readonly { value: string; label: string }[];
  relationField: string;
  __config__: { label: string };
}): readonly { value: string; label: string }[] {
  return field.columnOptions && field.columnOptions.length > 0
    ? field.columnOptions
    : [{ value: field.relationField, label: field.__config__.label }];
}

export interface PickerQuery {
  keyword: string;
  /** The row attributes the picker shows. */
  columns: readonly string[];
  /** The attribute naming a row: a design's records are searched by it. */
  nameKey: string;
  /** The page, when the picker pages; absent: everything at once. */
  page?: { currentPage: number; pageSize: number };
}

export interface PickerRows {
  /** The rows to show: the page asked for when the source pages, else everything matching. */
  rows: PopupRow[];
  total: number;
  /** Whether `rows` is already the page (the source paged) or must be cut here. */
  serverPaged: boolean;
  isFetching: boolean;
}

/**
 * The picker's rows for the search and page. An interface gets the keyword as its `keyword`
 * parameter and what it answers is filtered here too; a design's records are searched and
 * paged by the server.
 */
export function usePickerRows(source: PickerSource, query: PickerQuery): PickerRows {
  const { keyword, page, nameKey } = query;
  const others = query.columns.filter((column) => column !== nameKey);
  const fromInterface = 'interfaceId' in source ? source : undefined;
  const fromDesign = 'modelId' in source ? source : undefined;
  const options = useFieldInterfacePageQuery(
    fromInterface
      ? {
          interfaceId: fromInterface.interfaceId,
          ...page,
          ...(keyword ? { args: { keyword } } : {}),
        }
      : skipToken,
  );
  const records = useFieldRelationPageQuery(
    fromDesign
      ? {
          modelId: fromDesign.modelId,
          relationField: nameKey,
          ...(others.length > 0 ? { columns: others.join(',') } : {}),
          ...(keyword ? { keyword } : {}),
          ...page,
        }
      : skipToken,
  );
  if (fromDesign) {
    return {
      rows: records.data?.list ?? [],
      total: records.data?.pagination.total ?? 0,
      serverPaged: true,
      isFetching: records.isFetching,
    };
  }
  const { data } = options;
  const answered = rowsMatching(rowsOfOptions(data?.list ?? []), keyword, query.columns);
  return {
    rows: answered,
    total: data?.pagination?.total ?? answered.length,
    serverPaged: data?.pagination !== undefined,
    isFetching: options.isFetching,
  };
}
