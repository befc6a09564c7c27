import Type from 'typebox';
import type { SizeUnit } from '../codes';
import { literalUnion } from '../kit/literal-union';
import { FieldModel } from './field-config';

/**
 * The control properties each field type adds beside `__config__`, `__vModel__` and `__slot__`.
 * Every object is closed: a design carrying anything else (an event handler, a style with a URL)
 * is refused, so nothing in a stored design runs or loads on its own.
 */

const Text = (maxLength: number) => Type.String({ maxLength });
const Flag = Type.Optional(Type.Boolean());
const OptionalText = (maxLength: number) => Type.Optional(Text(maxLength));
const Position = Type.Optional(literalUnion(['left', 'center', 'right'] as const));
/** A CSS colour: hex, rgb() or rgba(); nothing that could load a URL. */
const Colour = Type.String({
  pattern:
    '^(#[0-9A-Fa-f]{3,8}|rgba?\\(\\s*\\d{1,3}\\s*,\\s*\\d{1,3}\\s*,\\s*\\d{1,3}\\s*(,\\s*(0|1|0?\\.\\d+)\\s*)?\\))$',
});

/** What text-like inputs share. */
const Editable = {
  placeholder: OptionalText(200),
  disabled: Flag,
  readonly: Flag,
  clearable: Flag,
};

const SIZE_UNIT_NAMES = ['KB', 'MB', 'GB'] as const satisfies readonly SizeUnit[];

const Upload = {
  disabled: Flag,
  /** The size limit in `sizeUnit`; 0 or absent means none (SPEC §5: default 2 MB). */
  fileSize: Type.Optional(Type.Number({ minimum: 0, maximum: 1024 })),
  sizeUnit: Type.Optional(literalUnion(SIZE_UNIT_NAMES)),
  /** At most this many files; 0 means no limit. */
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  tipText: OptionalText(200),
};

const OrganisationPicker = {
  disabled: Flag,
  multiple: Flag,
  /** `custom` limits the choice to `ableIds`. */
  selectType: Type.Optional(literalUnion(['all', 'custom'] as const)),
  ableIds: Type.Optional(Type.Array(Text(64), { maxItems: 500 })),
  placeholder: OptionalText(200),
};

const PickerColumns = Type.Array(
  Type.Object({ value: Text(64), label: Text(100) }, { additionalProperties: false }),
  { maxItems: 20 },
);

const Paging = {
  hasPage: Flag,
  pageSize: Type.Optional(literalUnion(['20', '50', '100'] as const)),
};

/** A token of a calculation: a field (a sub-table column as `table.column`), a number, an operator. */
export const CalculateToken = Type.Union([
  Type.Object(
    {
      type: Type.Literal('field'),
      field: Type.String({
        pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}(\\.[A-Za-z][A-Za-z0-9_]{0,63})?$',
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('number'), value: Type.Number() },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('operator'),
      value: literalUnion(['+', '-', '*', '/', '(', ')'] as const),
    },
    { additionalProperties: false },
  ),
]);
export type CalculateToken = Type.Static<typeof CalculateToken>;

const CodeSource = {
  /** `static` shows `staticText`; `relation` the value of the field `relationField`. */
  dataType: literalUnion(['static', 'relation'] as const),
  staticText: OptionalText(500),
  relationField: Type.Optional(FieldModel),
  colorDark: Type.Optional(Colour),
  colorLight: Type.Optional(Colour),
  width: Type.Optional(Type.Integer({ minimum: 20, maximum: 1000 })),
};

export const FIELD_PROPS = {
  input: {
    ...Editable,
    maxlength: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
    showWordLimit: Flag,
    prefixText: OptionalText(20),
    suffixText: OptionalText(20),
  },
  textarea: {
    ...Editable,
    maxlength: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    showWordLimit: Flag,
    rows: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  number: {
    ...Editable,
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    step: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
    controls: Flag,
    thousands: Flag,
  },
  amount: {
    ...Editable,
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
    /** Shows the amount in Chinese capitals under the field (SPEC §5). */
    showChinese: Flag,
  },
  password: { ...Editable, maxlength: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) },
  switch: {
    disabled: Flag,
    activeText: OptionalText(20),
    inactiveText: OptionalText(20),
    activeValue: Type.Optional(Type.Union([Type.Integer(), Text(20)])),
    inactiveValue: Type.Optional(Type.Union([Type.Integer(), Text(20)])),
  },
  radio: {
    disabled: Flag,
    direction: Type.Optional(literalUnion(['horizontal', 'vertical'] as const)),
    optionType: Type.Optional(literalUnion(['default', 'button'] as const)),
  },
  checkbox: {
    disabled: Flag,
    direction: Type.Optional(literalUnion(['horizontal', 'vertical'] as const)),
    min: Type.Optional(Type.Integer({ minimum: 0 })),
    max: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  select: { ...Editable, multiple: Flag, filterable: Flag },
  cascader: {
    ...Editable,
    multiple: Flag,
    filterable: Flag,
    showAllLevels: Flag,
    separator: OptionalText(4),
  },
  treeSelect: { ...Editable, multiple: Flag, filterable: Flag },
  date: {
    ...Editable,
    type: literalUnion(['date', 'datetime'] as const),
    format: OptionalText(32),
    /** Earliest and latest allowed moments, in ms. */
    startTime: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    endTime: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  },
  time: {
    ...Editable,
    format: Type.Optional(literalUnion(['HH:mm:ss', 'HH:mm'] as const)),
    startTime: OptionalText(8),
    endTime: OptionalText(8),
  },
  dateRange: {
    ...Editable,
    type: literalUnion(['daterange', 'datetimerange'] as const),
    format: OptionalText(32),
    startPlaceholder: OptionalText(100),
    endPlaceholder: OptionalText(100),
  },
  timeRange: {
    ...Editable,
    format: Type.Optional(literalUnion(['HH:mm:ss', 'HH:mm'] as const)),
    startPlaceholder: OptionalText(100),
    endPlaceholder: OptionalText(100),
  },
  colorPicker: {
    disabled: Flag,
    showAlpha: Flag,
    colorFormat: Type.Optional(literalUnion(['hex', 'rgb'] as const)),
  },
  rate: {
    disabled: Flag,
    max: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
    allowHalf: Flag,
    showScore: Flag,
  },
  slider: {
    disabled: Flag,
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    step: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  },
  editor: {
    placeholder: OptionalText(200),
    disabled: Flag,
    height: Type.Optional(Type.Integer({ minimum: 100, maximum: 2000 })),
  },
  uploadFile: {
    ...Upload,
    /** Allowed extensions, comma separated (`.pdf,.docx`); empty allows every permitted type. */
    accept: OptionalText(200),
    buttonText: OptionalText(50),
  },
  uploadImage: Upload,
  organizeSelect: OrganisationPicker,
  departmentSelect: OrganisationPicker,
  positionSelect: OrganisationPicker,
  roleSelect: OrganisationPicker,
  userSelect: OrganisationPicker,
  address: {
    ...Editable,
    multiple: Flag,
    /** 0 province, 1 city, 2 district, 3 street: the deepest level offered. */
    level: Type.Integer({ minimum: 0, maximum: 3 }),
  },
  relationForm: {
    ...Editable,
    /** The related design's id. */
    modelId: Text(64),
    /** The related form's field shown as this field's text. */
    relationField: FieldModel,
    columnOptions: Type.Optional(PickerColumns),
    ...Paging,
  },
  popupSelect: {
    ...Editable,
    multiple: Flag,
    /** The data interface giving the rows. */
    interfaceId: Text(64),
    /** The row attribute stored as the value, and the one shown. */
    propsValue: Text(64),
    relationField: Text(64),
    columnOptions: Type.Optional(PickerColumns),
    ...Paging,
    popupType: Type.Optional(literalUnion(['dialog', 'drawer'] as const)),
    popupTitle: OptionalText(100),
    /** Width of the data picker, in px (SPEC §9: 700). */
    popupWidth: Type.Optional(Type.Integer({ minimum: 300, maximum: 2000 })),
  },
  signature: { disabled: Flag },
  billRule: { placeholder: OptionalText(200) },
  calculate: {
    expression: Type.Array(CalculateToken, { minItems: 1, maxItems: 200 }),
    /** Decimals of the result (SPEC §5: 2). */
    precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
    thousands: Flag,
  },
  createUser: {},
  createTime: { format: OptionalText(32) },
  modifyUser: {},
  modifyTime: { format: OptionalText(32) },
  currOrganize: { showLevel: Type.Optional(literalUnion(['all', 'last'] as const)) },
  currDepartment: {},
  currPosition: {},
  divider: { content: OptionalText(100), contentPosition: Position },
  text: {
    content: Text(2000),
    textStyle: Type.Optional(
      Type.Object(
        {
          color: Type.Optional(Colour),
          fontSize: Type.Optional(Type.Integer({ minimum: 8, maximum: 72 })),
          fontWeight: Type.Optional(literalUnion(['normal', 'bold'] as const)),
          textAlign: Position,
          lineHeight: Type.Optional(Type.Number({ minimum: 0.5, maximum: 5 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  alert: {
    title: Text(200),
    type: literalUnion(['success', 'info', 'warning', 'error'] as const),
    description: OptionalText(1000),
    showIcon: Flag,
    closable: Flag,
  },
  groupTitle: { content: Text(100), contentPosition: Position },
  relationFormAttr: {
    /** The relation form field of this form whose record is shown. */
    relationField: FieldModel,
    /** The related form's field shown. */
    showField: FieldModel,
  },
  popupAttr: {
    /** The popup select field of this form whose row is shown. */
    relationField: FieldModel,
    showField: Text(64),
  },
  qrcode: CodeSource,
  barcode: {
    ...CodeSource,
    format: Type.Optional(literalUnion(['CODE128', 'CODE39', 'EAN13', 'EAN8', 'UPC'] as const)),
    height: Type.Optional(Type.Integer({ minimum: 10, maximum: 500 })),
  },
  table: {
    disabled: Flag,
    /** Shows 合计 under the summable columns named in `summaryField`. */
    showSummary: Flag,
    summaryField: Type.Optional(Type.Array(FieldModel, { maxItems: 50 })),
    addButtonText: OptionalText(20),
  },
  row: { gutter: Type.Optional(Type.Integer({ minimum: 0, maximum: 48 })) },
  card: {
    header: OptionalText(100),
    shadow: Type.Optional(literalUnion(['always', 'hover', 'never'] as const)),
  },
  tab: { tabPosition: Type.Optional(literalUnion(['top', 'left', 'right', 'bottom'] as const)) },
  tabItem: {},
  collapse: { accordion: Flag },
  collapseItem: {},
} as const;
