import type { FieldProps } from '../field-props';

/** The attributes that tie an input to the renderer's label and error text. */
export function inputAttributes(props: Pick<FieldProps, 'inputId' | 'required' | 'error'>) {
  return {
    id: props.inputId,
    'aria-required': props.required || undefined,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? `${props.inputId}-error` : undefined,
  };
}

/** The attributes of a group of controls (radio, checkbox, rate), named by the field's label. */
export function groupAttributes(props: Pick<FieldProps, 'inputId' | 'required' | 'error'>) {
  return {
    id: props.inputId,
    'aria-labelledby': `${props.inputId}-label`,
    'aria-required': props.required || undefined,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? `${props.inputId}-error` : undefined,
  };
}

/** A value as text for a text input: nothing for null and undefined. */
export const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);
