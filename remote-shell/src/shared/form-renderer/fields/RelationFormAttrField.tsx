import { skipToken } from '@reduxjs/toolkit/query';
import type { FieldProps } from '../field-props';
import { idsOf } from './field-values';
import { useFieldRelationPageQuery } from './lookups-api';
import { cellText, usePopupRowStore, type PopupRow } from './popup-rows';
import { ReadOnlyText } from './ReadOnlyText';

/**
 * The relation form attribute: `showField` of the record chosen in the relation form
 * `relationField`. The renderer passes that relation form's value as `value`; the record comes
 * from the form's row store. When the picker's columns did not include `showField`, the field
 * asks the related design (which the relation form named in the store) for that record's value.
 */
export function RelationFormAttrField(props: FieldProps<'relationFormAttr'>) {
  const { field } = props;
  const store = usePopupRowStore();
  const [value] = idsOf(props.value);
  const row = value === undefined ? undefined : store?.rowOf(field.relationField, value);
  const designId = store?.designOf(field.relationField);
  const missing =
    value !== undefined && (row === undefined || !Object.hasOwn(row, field.showField));
  const { data } = useFieldRelationPageQuery(
    missing && designId !== undefined
      ? { modelId: designId, relationField: field.showField, ids: value }
      : skipToken,
  );
  const answered: PopupRow | undefined = data?.list[0];
  const shown = (missing ? answered : row)?.[field.showField];
  return <ReadOnlyText id={props.inputId} text={cellText(shown)} />;
}
