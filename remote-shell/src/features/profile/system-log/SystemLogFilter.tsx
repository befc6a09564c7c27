import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NO_RANGE } from './system-log-query';
import type { DateRange } from './system-log-query';

interface Props {
  onApply: (range: DateRange) => void;
}

/** An optional day range, applied on Search; Reset drops it. */
export function SystemLogFilter({ onApply }: Props) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(NO_RANGE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(range);
  };
  const reset = () => {
    setRange(NO_RANGE);
    onApply(NO_RANGE);
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
    >
      <TextField
        label={t('profile.systemLog.startDate')}
        type="date"
        size="small"
        value={range.start}
        onChange={(event) => setRange((current) => ({ ...current, start: event.target.value }))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.end || undefined } }}
      />
      <TextField
        label={t('profile.systemLog.endDate')}
        type="date"
        size="small"
        value={range.end}
        onChange={(event) => setRange((current) => ({ ...current, end: event.target.value }))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.start || undefined } }}
      />
      <Button type="submit" variant="contained">
        {t('profile.systemLog.search')}
      </Button>
      <Button onClick={reset}>{t('profile.systemLog.reset')}</Button>
    </Stack>
  );
}
