import type { TextPrefix } from '../../kernel/i18n/text-key';
import { EnabledChip } from './EnabledChip';
import type { CodedRecordField } from './record-form';
import type { ColumnText, GrantedColumn } from './use-crud-columns';

/** The list fields of a record with a state and a creation time. */
export interface StatefulRow {
  enabled?: boolean;
  createdTime?: number;
}

/** The record's state as a coloured label; `label` is translated. */
export function enabledColumn<Row extends StatefulRow>(label: string): GrantedColumn<Row> {
  return {
    key: 'enabled',
    label,
    width: 90,
    render: (row) => <EnabledChip enabled={row.enabled} />,
  };
}

export function createdTimeColumn<Row extends StatefulRow>(
  label: string,
  dateText: ColumnText['dateText'],
): GrantedColumn<Row> {
  return { key: 'createdTime', label, width: 150, render: (row) => dateText(row.createdTime) };
}

/**
 * The columns of a coded record (code, name, description, sort order, state, created), labelled
 * from `fields`, e.g. `permission.role.fields`; `afterName` stand between the name and the rest.
 */
export function codedRecordColumns<Row extends StatefulRow>(
  fields: TextPrefix<CodedRecordField | 'createdTime'>,
  { t, dateText }: ColumnText,
  afterName: GrantedColumn<Row>[] = [],
): GrantedColumn<Row>[] {
  return [
    { key: 'enCode', label: t(`${fields}.enCode`), width: 160 },
    { key: 'fullName', label: t(`${fields}.fullName`), width: 180 },
    ...afterName,
    { key: 'description', label: t(`${fields}.description`) },
    { key: 'sortCode', label: t(`${fields}.sortCode`), width: 80 },
    enabledColumn(t(`${fields}.enabled`)),
    createdTimeColumn(t(`${fields}.createdTime`), dateText),
  ];
}
