import { useTranslation } from 'react-i18next';
import { CheckedField } from './CheckedField';

export interface NumberLimits {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  integer?: boolean;
}

export interface NumberInputProps extends NumberLimits {
  label: string;
  value: number | undefined;
  /** Called with an accepted number; `undefined` when an optional number is cleared. */
  onChange: (value: number | undefined) => void;
  required?: boolean;
}

type Problem =
  { key: 'notNumber' | 'integer' | 'required' } | { key: 'min' | 'max' | 'above'; limit: number };

export function numberProblem(text: string, limits: NumberLimits & { required?: boolean }) {
  const trimmed = text.trim();
  if (trimmed === '') return limits.required ? ({ key: 'required' } as Problem) : undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { key: 'notNumber' } as Problem;
  if (limits.integer && !Number.isInteger(value)) return { key: 'integer' } as Problem;
  if (limits.minimum !== undefined && value < limits.minimum)
    return { key: 'min', limit: limits.minimum } as Problem;
  if (limits.maximum !== undefined && value > limits.maximum)
    return { key: 'max', limit: limits.maximum } as Problem;
  if (limits.exclusiveMinimum !== undefined && value <= limits.exclusiveMinimum)
    return { key: 'above', limit: limits.exclusiveMinimum } as Problem;
  return undefined;
}

const asText = (value: number | undefined) => (value === undefined ? '' : String(value));
const meaning = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A number property: sent only when it is a number within the schema's bounds. */
export function NumberInput(props: NumberInputProps) {
  const { t } = useTranslation();
  const message = (found: Problem): string => {
    switch (found.key) {
      case 'min':
        return t('formDesignerProps.check.min', { limit: found.limit });
      case 'max':
        return t('formDesignerProps.check.max', { limit: found.limit });
      case 'above':
        return t('formDesignerProps.check.above', { limit: found.limit });
      default:
        return t(`formDesignerProps.check.${found.key}`);
    }
  };
  return (
    <CheckedField
      label={props.label}
      value={props.value}
      toText={asText}
      means={meaning}
      problemOf={(text) => {
        const problem = numberProblem(text, props);
        return problem ? message(problem) : undefined;
      }}
      onChange={props.onChange}
      htmlInput={{ inputMode: 'decimal' }}
    />
  );
}
