import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { idsOf } from './field-values';
import { useFieldRelationPageQuery } from './lookups-api';
import { PickerInput } from './PickerInput';
import { pickerColumns } from './picker-rows';
import { DATA_PICKER_WIDTH, PopupDataDialog } from './PopupDataDialog';
import { cellText, usePopupRowStore } from './popup-rows';
import type { PopupRow } from './popup-rows';
import { ReadOnlyText } from './ReadOnlyText';

/** The page size the picker uses when the design does not choose one (SPEC §9). */
const DEFAULT_PAGE_SIZE = 20;

/**
 * The relation form: its value is the id of a record of the released design `modelId`, shown as
 * the record's `relationField`. It opens the 700 px data picker over that design's records the
 * user could list (FieldDataSelect), with the design's `columnOptions` as columns, searched by
 * the relation field and always paged (the records grow without bound). The chosen record goes
 * to the form's row store for the relation form attribute fields; a saved value is named by
 * asking for that record alone.
 */
export function RelationFormField(props: FieldProps<'relationForm'>) {
  const { t } = useTranslation();
  const { field } = props;
  const model = field.__vModel__;
  const store = usePopupRowStore();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PopupRow | undefined>(undefined);
  const [value] = idsOf(props.value);
  const columns = pickerColumns(field);
  const known =
    value === undefined
      ? undefined
      : picked !== undefined && cellText(picked['id']) === value
        ? picked
        : store?.rowOf(model, value);
  const others = columns.map((column) => column.value).filter((key) => key !== field.relationField);
  const { data } = useFieldRelationPageQuery(
    value !== undefined && known === undefined
      ? {
          modelId: field.modelId,
          relationField: field.relationField,
          ...(others.length > 0 ? { columns: others.join(',') } : {}),
          ids: value,
        }
      : skipToken,
  );
  useEffect(() => {
    store?.relate(model, field.modelId);
  }, [store, model, field.modelId]);
  useEffect(() => {
    if (!data) return;
    const [row] = data.list;
    if (row !== undefined) {
      setPicked(row);
      store?.remember(model, 'id', [row]);
    }
    // Only a new answer names the record; the value's own changes come through `picked`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const text = value === undefined ? '' : known ? cellText(known[field.relationField]) : value;
  if (props.readOnly) return <ReadOnlyText id={props.inputId} text={text} />;
  return (
    <>
      <PickerInput
        inputId={props.inputId}
        text={text}
        placeholder={field.placeholder}
        invalid={props.error !== undefined}
        clearable={value !== undefined && field.clearable !== false}
        onOpen={() => setOpen(true)}
        onClear={() => props.onChange('')}
      />
      <PopupDataDialog
        open={open}
        kind="dialog"
        title={t('formFields.popup.title')}
        width={DATA_PICKER_WIDTH}
        source={{ modelId: field.modelId }}
        columns={columns}
        valueKey="id"
        nameKey={field.relationField}
        multiple={false}
        pageSize={Number(field.pageSize ?? DEFAULT_PAGE_SIZE)}
        chosen={known ? [known] : []}
        onConfirm={(rows) => {
          const [row] = rows;
          setPicked(row);
          if (row) store?.remember(model, 'id', [row]);
          props.onChange(row ? cellText(row['id']) : '');
          setOpen(false);
          props.onBlur();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
