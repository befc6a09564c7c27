import Typography from '@mui/material/Typography';
import { amountInChinese } from '@mepm/form-engine';
import { useShownLanguage } from '../../../kernel/i18n/use-shown-language';
import type { FieldProps } from '../field-props';
import { NumberInput, numberLimits } from './NumberInput';

const AMOUNT_PRECISION = 2;

/** Money: two decimals by default, thousands separated, its Chinese capitals under it (SPEC §5). */
export function AmountField({ field, ...props }: FieldProps<'amount'>) {
  const language = useShownLanguage();
  const capitals = field.showChinese ? amountInChinese(props.value, language) : '';
  return (
    <NumberInput
      {...props}
      limits={{
        ...numberLimits(field),
        precision: field.precision ?? AMOUNT_PRECISION,
        thousands: true,
        helperText: capitals ? (
          <Typography component="span" variant="caption" data-testid="amount-capitals">
            {capitals}
          </Typography>
        ) : undefined,
      }}
    />
  );
}
