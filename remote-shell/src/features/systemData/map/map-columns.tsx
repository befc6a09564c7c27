import Button from '@mui/material/Button';
import type { MapRecord } from '@mepm/contract';
import { codedRecordColumns, useCrudColumns } from '../../../shared/crud';
import type { ColumnText, GrantedColumn, RowAction } from '../../../shared/crud';
import { formatFileSize } from '../../../shared/format';
import { FIELDS } from './map-form';

/** The list's columns; `preview` opens a map's drawing (a read: the page's grant is enough). */
export function useMapColumns(
  actionsOf: ((row: MapRecord) => RowAction[]) | null,
  preview: (row: MapRecord) => void,
) {
  return useCrudColumns({
    define: (text: ColumnText): GrantedColumn<MapRecord>[] =>
      codedRecordColumns<MapRecord>(FIELDS, text, [
        {
          key: 'level',
          label: text.t(`${FIELDS}.level`),
          width: 80,
          render: (row) => text.t(`systemData.map.levels.${String(row.level) as '0'}`),
        },
        { key: 'parentCode', label: text.t(`${FIELDS}.parentCode`), width: 120 },
        { key: 'featureCount', label: text.t(`${FIELDS}.featureCount`), width: 80 },
        {
          key: 'size',
          label: text.t(`${FIELDS}.size`),
          width: 100,
          render: (row) => formatFileSize(row.size),
        },
        {
          key: 'preview',
          label: text.t(`${FIELDS}.preview`),
          width: 90,
          render: (row) => (
            <Button
              size="small"
              disabled={!row.enabled}
              aria-label={`${text.t(`${FIELDS}.preview`)} ${row.fullName}`}
              onClick={() => preview(row)}
            >
              {text.t(`${FIELDS}.preview`)}
            </Button>
          ),
        },
      ]),
    actionsOf,
    actionsWidth: 200,
  });
}
