import { useTranslation } from 'react-i18next';
import { choicesOf, kindOf, textPartOf, type PropertySchema } from '../schema-facts';
import { choiceLabel } from '../property-texts';
import { ChoiceInput } from './ChoiceInput';
import { FlagInput } from './FlagInput';
import { NumberInput } from './NumberInput';
import { TextInput } from './TextInput';

export interface SchemaInputProps {
  label: string;
  schema: PropertySchema;
  /** The schema's object requires the key. */
  required: boolean;
  value: unknown;
  /** `undefined` removes the key. */
  onChange: (value: unknown) => void;
  defaultOn?: boolean;
}

const INTEGER = /^-?\d+$/;

/** The input a property's schema calls for, bounded by that schema. */
export function SchemaInput({
  label,
  schema,
  required,
  value,
  onChange,
  defaultOn,
}: SchemaInputProps) {
  const { t } = useTranslation();
  switch (kindOf(schema)) {
    case 'flag':
      return (
        <FlagInput
          label={label}
          value={typeof value === 'boolean' ? value : undefined}
          onChange={onChange}
          defaultOn={defaultOn}
        />
      );
    case 'number':
    case 'integer':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' ? value : undefined}
          onChange={onChange}
          minimum={schema.minimum}
          maximum={schema.maximum}
          exclusiveMinimum={schema.exclusiveMinimum}
          integer={schema.type === 'integer'}
          required={required}
        />
      );
    case 'choice': {
      const choices = (choicesOf(schema) ?? []).map((choice) => ({
        value: choice,
        label: choiceLabel(t, choice),
      }));
      return (
        <ChoiceInput
          label={label}
          value={typeof value === 'string' || typeof value === 'number' ? value : undefined}
          choices={choices}
          optional={!required}
          onChange={onChange}
        />
      );
    }
    case 'text':
      return (
        <TextInput
          label={label}
          value={typeof value === 'string' ? value : undefined}
          onChange={onChange}
          maxLength={schema.maxLength}
          pattern={schema.pattern}
          required={required}
          multiline={(schema.maxLength ?? 0) > 200}
        />
      );
    case 'scalar':
      // An integer or a short text (a switch's stored values): digits are stored as the integer.
      return (
        <TextInput
          label={label}
          value={value === undefined ? undefined : String(value)}
          maxLength={textPartOf(schema)?.maxLength}
          onChange={(text) =>
            onChange(text !== undefined && INTEGER.test(text) ? Number(text) : text)
          }
        />
      );
    default:
      return null;
  }
}
