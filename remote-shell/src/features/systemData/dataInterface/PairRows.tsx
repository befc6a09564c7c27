import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PairValues } from './data-interface-form';

/** Name/value rows of an HTTP call's headers or query; `{name}` in a value is a parameter. */
export function PairRows({
  label,
  pairs,
  onChange,
}: {
  label: string;
  pairs: readonly PairValues[];
  onChange: (pairs: PairValues[]) => void;
}) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<PairValues>) =>
    onChange(pairs.map((pair, i) => (i === index ? { ...pair, ...change } : pair)));
  return (
    <Stack spacing={1} role="group" aria-label={label}>
      <Typography variant="subtitle2">{label}</Typography>
      {pairs.map((pair, index) => (
        <Stack key={index} direction="row" spacing={1}>
          <TextField
            size="small"
            label={t('systemData.dataInterface.pair.name')}
            value={pair.name}
            onChange={(event) => set(index, { name: event.target.value })}
          />
          <TextField
            size="small"
            sx={{ flex: 1 }}
            label={t('systemData.dataInterface.pair.value')}
            value={pair.value}
            onChange={(event) => set(index, { value: event.target.value })}
          />
          <Button color="error" onClick={() => onChange(pairs.filter((_, i) => i !== index))}>
            {t('systemData.dataInterface.param.remove')}
          </Button>
        </Stack>
      ))}
      <Button
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...pairs, { name: '', value: '' }])}
      >
        {t('systemData.dataInterface.pair.add')}
      </Button>
    </Stack>
  );
}
