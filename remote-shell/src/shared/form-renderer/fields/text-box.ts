import type { ChangeEvent } from 'react';
import type { TFunction } from 'i18next';
import type { FieldProps } from '../field-props';
import { asText, inputAttributes } from './control-attributes';

interface TextSettings {
  placeholder?: string;
  maxlength?: number;
  showWordLimit?: boolean;
}

/**
 * What the text inputs (input, textarea) pass to MUI's TextField alike: the value, the handlers,
 * the placeholder and the word count under the box when the design asks for it.
 */
export function textBoxProps(
  props: Omit<FieldProps, 'field'>,
  settings: TextSettings,
  t: TFunction,
) {
  const text = asText(props.value);
  return {
    fullWidth: true,
    size: props.size,
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(event.target.value),
    onBlur: props.onBlur,
    placeholder: settings.placeholder ?? t('formRenderer.field.input'),
    error: !!props.error,
    helperText:
      settings.showWordLimit && settings.maxlength
        ? t('formRenderer.field.wordCount', { count: [...text].length, max: settings.maxlength })
        : undefined,
  };
}

/** The slots both text inputs share: the word count aligned right, the input's attributes. */
export function textBoxSlots(props: Omit<FieldProps, 'field'>, maxlength: number | undefined) {
  return {
    formHelperText: { sx: { textAlign: 'right', mx: 0 } },
    htmlInput: { ...inputAttributes(props), maxLength: maxlength, readOnly: props.readOnly },
  } as const;
}
