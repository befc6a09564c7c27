import Type from 'typebox';
import { literalUnion } from '../kit/literal-union';

/**
 * The parts every field of a form design shares: `__config__` (label, layout, rules, where the
 * options come from, linkage) and the option lists of `__slot__`. No part holds code: linkage is
 * a condition over other fields' values that the form engine evaluates in the browser and on the
 * server alike.
 */

/** A field's key in the record: a letter, then letters, digits and underscores. */
export const FieldModel = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' });

const Text = (maxLength: number) => Type.String({ maxLength });

/** A literal a condition compares with, or a default value. */
export const FieldLiteral = Type.Union([
  Type.String({ maxLength: 2000 }),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
]);
export type FieldLiteral = Type.Static<typeof FieldLiteral>;

export const FieldValueLiteral = Type.Union([
  FieldLiteral,
  Type.Array(FieldLiteral, { maxItems: 500 }),
]);
export type FieldValueLiteral = Type.Static<typeof FieldValueLiteral>;

/** One validation rule: a named rule of docs/reference/field-rules.md or a pattern. */
export const FieldRule = Type.Object(
  {
    /** A rule name (`mobile`, `email`…); the engine refuses names it does not know. */
    rule: Type.Optional(Text(40)),
    /** A regular expression source, checked to compile and to run in linear time. */
    pattern: Type.Optional(Text(500)),
    /** Shown instead of the rule's own message. */
    message: Type.Optional(Text(200)),
  },
  { additionalProperties: false },
);
export type FieldRule = Type.Static<typeof FieldRule>;

export const COMPARISON_OPERATORS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'contains',
  'notContains',
  'in',
  'notIn',
  'empty',
  'notEmpty',
] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

/** `field` (a `__vModel__` of the same form, outside sub-tables) compared with `value`. */
export const Comparison = Type.Object(
  {
    field: FieldModel,
    op: literalUnion(COMPARISON_OPERATORS),
    value: Type.Optional(FieldValueLiteral),
  },
  { additionalProperties: false },
);
export type Comparison = Type.Static<typeof Comparison>;

/** Every comparison holds (`and`) or one of them does (`or`). */
export const Condition = Type.Object(
  {
    logic: Type.Union([Type.Literal('and'), Type.Literal('or')]),
    items: Type.Array(Comparison, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type Condition = Type.Static<typeof Condition>;

/**
 * How a field reacts to the others. A field hidden by `visible` is neither shown, validated nor
 * stored; `required` and `readonly` add to the static settings; the first `assign` whose
 * condition holds sets the value; `optionFilter` keeps the options whose `optionKey` attribute
 * equals the value of `field`.
 */
export const FieldLinkage = Type.Object(
  {
    visible: Type.Optional(Condition),
    required: Type.Optional(Condition),
    readonly: Type.Optional(Condition),
    assign: Type.Optional(
      Type.Array(Type.Object({ when: Condition, value: FieldValueLiteral }), { maxItems: 20 }),
    ),
    optionFilter: Type.Optional(
      Type.Object({ optionKey: Text(64), field: FieldModel }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type FieldLinkage = Type.Static<typeof FieldLinkage>;

/** An option of radio, checkbox, select, cascader and tree select; `children` for the trees. */
export interface FieldOption {
  id: string | number;
  fullName: string;
  /** Attributes an option filter can compare, e.g. the parent a city belongs to. */
  [attribute: string]: string | number | boolean | null | FieldOption[] | undefined;
  children?: FieldOption[];
}

const OptionAttribute = Type.Union([
  Type.String({ maxLength: 200 }),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
]);

/**
 * One option; `children` are checked by the engine's walk rather than by a recursive schema,
 * so that a wrong option deep in a tree is reported by its path.
 */
export const FieldOptionSchema = Type.Object(
  {
    id: Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Number()]),
    fullName: Text(200),
    children: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 2000 })),
  },
  { additionalProperties: OptionAttribute },
);

export const FIELD_DATA_TYPES = ['static', 'dictionary', 'dynamic'] as const;
export type FieldDataType = (typeof FIELD_DATA_TYPES)[number];

/** What `__config__` holds for every field type; each type adds its own keys (form-field.ts). */
export const FieldConfigBase = {
  label: Text(100),
  showLabel: Type.Optional(Type.Boolean()),
  /** Overrides the form's label width, in px. */
  labelWidth: Type.Optional(Type.Integer({ minimum: 0, maximum: 500 })),
  /** A help text beside the label. */
  tipLabel: Type.Optional(Text(200)),
  /** The designer's id of this node: unique in the design, kept across edits. */
  formId: Type.Union([Type.Integer({ minimum: 0 }), Type.String({ minLength: 1, maxLength: 64 })]),
  /** Columns of 24 the field takes in its row. */
  span: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })),
  /** Never shown, still stored (a value set by linkage or a default). */
  noShow: Type.Optional(Type.Boolean()),
  linkage: Type.Optional(FieldLinkage),
};

/** What valued fields add to `__config__`. */
export const ValuedConfig = {
  required: Type.Optional(Type.Boolean()),
  regList: Type.Optional(Type.Array(FieldRule, { maxItems: 10 })),
  defaultValue: Type.Optional(FieldValueLiteral),
  /** Grid column width of this field in lists and sub-tables, in px. */
  columnWidth: Type.Optional(Type.Integer({ minimum: 40, maximum: 1000 })),
};

/** What option fields add to `__config__`: where the options come from. */
export const OptionConfig = {
  dataType: literalUnion(FIELD_DATA_TYPES),
  /** The dictionary type's id when `dataType` is `dictionary`. */
  dictionaryType: Type.Optional(Text(64)),
  /** The data interface's id when `dataType` is `dynamic`. */
  propsUrl: Type.Optional(Text(64)),
  /** Which attributes of a dynamic option carry its label, value and children. */
  props: Type.Optional(
    Type.Object(
      { label: Text(64), value: Text(64), children: Type.Optional(Text(64)) },
      { additionalProperties: false },
    ),
  ),
};

/** `__slot__` of option fields: the static options. */
export const OptionSlot = Type.Object(
  { options: Type.Array(FieldOptionSchema, { maxItems: 2000 }) },
  { additionalProperties: false },
);
