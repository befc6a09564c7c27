import type { FieldRegistry } from '../field-props';
import { AlertField } from './alert';
import { AmountField } from './amount';
import { CalculateField } from './calculate';
import { CascaderField } from './cascader';
import { CheckboxField } from './checkbox';
import { ColorPickerField } from './color-picker';
import { DateField } from './date';
import { DateRangeField } from './date-range';
import { DividerField } from './divider';
import { GroupTitleField } from './group-title';
import { InputField } from './input';
import { NumberField } from './number';
import { PasswordField } from './password';
import { complexFields } from './complex';
import { RadioField } from './radio';
import { RateField } from './rate';
import { RelationFormAttrField } from './RelationFormAttrField';
import { RelationFormField } from './RelationFormField';
import { SelectField } from './select';
import { SliderField } from './slider';
import { SwitchField } from './switch';
import { TextDisplayField } from './text';
import { TextareaField } from './textarea';
import { TimeField } from './time';
import { TimeRangeField } from './time-range';
import { TreeSelectField } from './tree-select';

/**
 * The product's field components, one per field type (one file each beside this one); the type
 * makes a missing key a compile error.
 * The pickers, uploads, editor, popup, code, signature and server-filled fields are in complex.ts.
 */
export const fieldRegistry: FieldRegistry = {
  input: InputField,
  textarea: TextareaField,
  number: NumberField,
  amount: AmountField,
  password: PasswordField,
  switch: SwitchField,
  radio: RadioField,
  checkbox: CheckboxField,
  select: SelectField,
  cascader: CascaderField,
  treeSelect: TreeSelectField,
  date: DateField,
  time: TimeField,
  dateRange: DateRangeField,
  timeRange: TimeRangeField,
  colorPicker: ColorPickerField,
  rate: RateField,
  slider: SliderField,
  calculate: CalculateField,
  divider: DividerField,
  text: TextDisplayField,
  alert: AlertField,
  groupTitle: GroupTitleField,
  ...complexFields,
  relationForm: RelationFormField,
  relationFormAttr: RelationFormAttrField,
};
