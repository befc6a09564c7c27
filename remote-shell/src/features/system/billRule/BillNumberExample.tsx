import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { BillRuleRecord } from '@mepm/contract';
import {
  BILL_DIGITS_MAX,
  BILL_START_NUMBER_MAX,
  billPeriod,
  formatBillNumber,
} from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { FIELDS, wholeNumber, type BillRuleValues } from './bill-rule-form';

/**
 * The sequence the server would use next: the rule's current one, unless it restarts because
 * the period of its last number is not today's (read from the last number as issued, with the
 * prefix and format it was issued under).
 */
export function nextSequence(
  record: BillRuleRecord | undefined,
  values: BillRuleValues,
  at: Date,
): number {
  if (record === undefined || record.lastOutput === '') return 0;
  if (!values.resetPerPeriod) return record.currentSequence;
  const lastLength = billPeriod(record.dateFormat, at).length;
  const lastPeriod = record.lastOutput.slice(
    record.prefix.length,
    record.prefix.length + lastLength,
  );
  return lastPeriod === billPeriod(values.dateFormat, at) ? record.currentSequence : 0;
}

/**
 * The next number with the values being typed: the same steps as the server's, on the same
 * clock (Asia/Shanghai), and the reminder that a number taken is used up.
 */
export function BillNumberExample({
  values,
  record,
}: {
  values: BillRuleValues;
  record: BillRuleRecord | undefined;
}) {
  const { t } = useTranslation();
  const digits = wholeNumber(values.digits, 1, BILL_DIGITS_MAX);
  const startNumber = wholeNumber(values.startNumber, 0, BILL_START_NUMBER_MAX);
  const at = new Date();
  const example =
    digits === undefined || startNumber === undefined
      ? '—'
      : formatBillNumber(
          { prefix: values.prefix.trim(), dateFormat: values.dateFormat, digits, startNumber },
          nextSequence(record, values, at),
          at,
        );
  return (
    <Alert severity="info" icon={false}>
      <Typography variant="body2">
        {t(`${FIELDS}.example`)}: <strong data-testid="bill-number-example">{example}</strong>
      </Typography>
      <Typography variant="caption" component="p">
        {t('system.billRule.help')}
      </Typography>
    </Alert>
  );
}
