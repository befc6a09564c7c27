import type { FieldProps } from '../field-props';
import { idsOf } from './field-values';
import { cellText, usePopupRowStore } from './popup-rows';
import { ReadOnlyText } from './ReadOnlyText';

/**
 * The popup attribute: `showField` of the row chosen in the popup select `relationField`. The
 * renderer passes that popup select's value as `value`; the row comes from the form's popup row
 * store, filled when the popup select chose or named it.
 */
export function PopupAttrField(props: FieldProps<'popupAttr'>) {
  const { field } = props;
  const store = usePopupRowStore();
  const text = idsOf(props.value)
    .map((value) => cellText(store?.rowOf(field.relationField, value)?.[field.showField]))
    .filter(Boolean)
    .join(', ');
  return <ReadOnlyText id={props.inputId} text={text} />;
}
