import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { idsOf, pickerValue } from './field-values';
import { useFieldInterfacePageQuery } from './lookups-api';
import { PickerInput } from './PickerInput';
import { pickerColumns } from './picker-rows';
import { DATA_PICKER_WIDTH, PopupDataDialog } from './PopupDataDialog';
import { rowsOfOptions } from './popup-data';
import { cellText, usePopupRowStore } from './popup-rows';
import type { PopupRow } from './popup-rows';
import { ReadOnlyText } from './ReadOnlyText';

/** Rows asked for to name a saved value whose row this form has not seen. */
const NAMING_PAGE_SIZE = 100;

/**
 * The popup select: a read-only input showing the chosen rows' `relationField`, opening the
 * 700 px data picker over the data interface `interfaceId`. The value is the rows' `propsValue`
 * (an array when multiple). Chosen rows go to the form's popup row store, where popup attribute
 * fields read them; a saved value is named from the interface's first page.
 */
export function PopupSelectField(props: FieldProps<'popupSelect'>) {
  const { t } = useTranslation();
  const { field } = props;
  const model = props.field.__vModel__;
  const store = usePopupRowStore();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<readonly PopupRow[]>([]);
  const values = idsOf(props.value);
  const known = (value: string): PopupRow | undefined =>
    picked.find((row) => cellText(row[field.propsValue]) === value) ?? store?.rowOf(model, value);
  const unknown = values.some((value) => known(value) === undefined);
  const { data } = useFieldInterfacePageQuery(
    unknown
      ? { interfaceId: field.interfaceId, currentPage: 1, pageSize: NAMING_PAGE_SIZE }
      : skipToken,
  );
  useEffect(() => {
    if (!data) return;
    const rows = rowsOfOptions(data.list).filter((row) =>
      values.includes(cellText(row[field.propsValue])),
    );
    if (rows.length > 0) setPicked(rows);
    store?.remember(model, field.propsValue, rows);
    // Only a new answer names rows; the value's own changes come through `picked`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const chosenRows = values.map(known).filter((row): row is PopupRow => row !== undefined);
  const text = values
    .map((value) => {
      const row = known(value);
      return row ? cellText(row[field.relationField]) : value;
    })
    .join(', ');
  if (props.readOnly) return <ReadOnlyText id={props.inputId} text={text} />;

  const columns = pickerColumns(field);
  return (
    <>
      <PickerInput
        inputId={props.inputId}
        text={text}
        placeholder={field.placeholder}
        invalid={props.error !== undefined}
        clearable={values.length > 0 && field.clearable !== false}
        onOpen={() => setOpen(true)}
        onClear={() => props.onChange(pickerValue([], field.multiple))}
      />
      <PopupDataDialog
        open={open}
        kind={field.popupType ?? 'dialog'}
        title={field.popupTitle || t('formFields.popup.title')}
        width={field.popupWidth ?? DATA_PICKER_WIDTH}
        source={{ interfaceId: field.interfaceId }}
        columns={columns}
        valueKey={field.propsValue}
        nameKey={field.relationField}
        multiple={field.multiple ?? false}
        pageSize={field.hasPage ? Number(field.pageSize ?? '20') : 0}
        chosen={chosenRows}
        onConfirm={(rows) => {
          setPicked(rows);
          store?.remember(model, field.propsValue, rows);
          props.onChange(
            pickerValue(
              rows.map((row) => cellText(row[field.propsValue])),
              field.multiple,
            ),
          );
          setOpen(false);
          props.onBlur();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
