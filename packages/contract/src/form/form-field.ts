import Type from 'typebox';
import type { TObject, TProperties } from 'typebox';
import {
  type FieldOption,
  FieldConfigBase,
  FieldModel,
  OptionConfig,
  OptionSlot,
  ValuedConfig,
} from './field-config';
import {
  CONTAINER_KEYS,
  FIELD_KEYS,
  OPTION_FIELD_KEYS,
  SUB_TABLE_KEY,
  type FieldKey,
  type ValuedFieldKey,
  INPUT_FIELD_KEYS,
  SERVER_FIELD_KEYS,
} from './field-keys';
import { FIELD_PROPS } from './field-props';

/**
 * One schema per field type: `{__config__: {wyzxKey, …}, __vModel__, __slot__, …props}`. Each
 * schema checks one node; `children` of layouts and sub-tables are checked node by node by the
 * form engine's walk (checkFormDesign), which names a wrong field by its label and path.
 */

const Children = Type.Array(Type.Unknown(), { maxItems: 500 });

/** What a field type adds to `__config__` beyond the shared keys. */
const EXTRA_CONFIG: Partial<Record<FieldKey, TProperties>> = {
  billRule: { rule: Type.String({ minLength: 1, maxLength: 64 }) },
};

const isOneOf = <T extends string>(list: readonly T[], key: string): boolean =>
  (list as readonly string[]).includes(key);

function schemaOf(key: FieldKey): TObject {
  const valued = isOneOf<string>([...INPUT_FIELD_KEYS, ...SERVER_FIELD_KEYS, SUB_TABLE_KEY], key);
  const options = isOneOf<string>(OPTION_FIELD_KEYS, key);
  const container = isOneOf<string>(CONTAINER_KEYS, key) || key === SUB_TABLE_KEY;
  const config = Type.Object(
    {
      wyzxKey: Type.Literal(key),
      ...FieldConfigBase,
      ...(valued ? ValuedConfig : {}),
      ...(options ? OptionConfig : {}),
      ...(container ? { children: Children } : {}),
      ...EXTRA_CONFIG[key],
    },
    { additionalProperties: false },
  );
  return Type.Object(
    {
      __config__: config,
      ...(valued ? { __vModel__: FieldModel } : {}),
      ...(options ? { __slot__: Type.Optional(OptionSlot) } : {}),
      ...FIELD_PROPS[key],
    },
    { additionalProperties: false },
  );
}

/** The node schema of every field type, by key. */
export const FIELD_SCHEMAS: Readonly<Record<FieldKey, TObject>> = Object.fromEntries(
  FIELD_KEYS.map((key) => [key, schemaOf(key)]),
) as Record<FieldKey, TObject>;

// The static types are spelled out from the same parts, so that the shell and the server
// type-check a design; `children` are typed as fields here and checked by the walk at runtime.

type PropsOf<Key extends FieldKey> = Type.Static<TObject<(typeof FIELD_PROPS)[Key]>>;
type BaseConfig = Type.Static<TObject<typeof FieldConfigBase>>;
type ValuedConfigOf = Type.Static<TObject<typeof ValuedConfig>>;
type OptionConfigOf = Type.Static<TObject<typeof OptionConfig>>;
// The schema leaves option children to the engine's walk; statically they are options too.
type OptionSlotOf = { options: FieldOption[] };

type ConfigOf<Key extends FieldKey> = BaseConfig & { wyzxKey: Key } & (Key extends ValuedFieldKey
    ? ValuedConfigOf
    : unknown) &
  (Key extends (typeof OPTION_FIELD_KEYS)[number] ? OptionConfigOf : unknown) &
  (Key extends (typeof CONTAINER_KEYS)[number] | typeof SUB_TABLE_KEY
    ? { children: FormField[] }
    : unknown) &
  (Key extends 'billRule' ? { rule: string } : unknown);

type NodeOf<Key extends FieldKey> = { __config__: ConfigOf<Key> } & (Key extends ValuedFieldKey
  ? { __vModel__: string }
  : unknown) &
  (Key extends (typeof OPTION_FIELD_KEYS)[number] ? { __slot__?: OptionSlotOf } : unknown) &
  PropsOf<Key>;

/** A field of a form design, discriminated by `__config__.wyzxKey`. */
export type FormField = { [Key in FieldKey]: NodeOf<Key> }[FieldKey];
/** The field of one type. */
export type FormFieldOf<Key extends FieldKey> = NodeOf<Key>;
