import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { DateInput } from './DateInput';

interface Props extends Omit<FieldProps, 'field' | 'value' | 'onChange' | 'options' | 'mode'> {
  type: 'date' | 'datetime-local' | 'time';
  texts: [string, string];
  onTexts(texts: [string, string]): void;
  step?: number;
  startLabel?: string;
  endLabel?: string;
}

/** A start and an end box side by side; the first one carries the field's label id. */
export function RangeInputs(props: Props) {
  const { t } = useTranslation();
  const [start, end] = props.texts;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <DateInput
        {...props}
        text={start}
        onText={(text) => props.onTexts([text, end])}
        ariaLabel={props.startLabel || t('formRenderer.field.start')}
      />
      <Box component="span" aria-hidden>
        –
      </Box>
      <DateInput
        {...props}
        inputId={`${props.inputId}-end`}
        text={end}
        onText={(text) => props.onTexts([start, text])}
        ariaLabel={props.endLabel || t('formRenderer.field.end')}
      />
    </Box>
  );
}
