import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { groupAttributes } from './control-attributes';

/** A score of stars, halves when allowed, the score beside it when asked. */
export function RateField(props: FieldProps<'rate'>) {
  const { t } = useTranslation();
  const { field } = props;
  const score = typeof props.value === 'number' ? props.value : 0;
  return (
    <Box
      {...groupAttributes(props)}
      role="group"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}
    >
      <Rating
        name={props.inputId}
        max={field.max ?? 5}
        precision={field.allowHalf ? 0.5 : 1}
        value={score}
        readOnly={props.readOnly}
        size={props.size}
        onChange={(_event, value) => props.onChange(value ?? 0)}
        onBlur={props.onBlur}
      />
      {field.showScore && <span>{t('formRenderer.field.score', { score })}</span>}
    </Box>
  );
}
