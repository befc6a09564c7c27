import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DataInterfaceParam } from '@mepm/contract';
import { DATA_INTERFACE_PARAM_TYPES } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';

const P = 'systemData.dataInterface.param';

/** The declared parameters: name, type, required and default, one row each. */
export function ParameterTable({
  parameters,
  onChange,
  error,
}: {
  parameters: readonly DataInterfaceParam[];
  onChange: (parameters: DataInterfaceParam[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<DataInterfaceParam>) =>
    onChange(parameters.map((param, i) => (i === index ? { ...param, ...change } : param)));
  return (
    <Stack spacing={1} role="group" aria-label={t('systemData.dataInterface.fields.parameters')}>
      <Typography variant="subtitle2">{t('systemData.dataInterface.fields.parameters')}</Typography>
      {parameters.map((param, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={t(`${P}.name`)}
            value={param.name}
            onChange={(event) => set(index, { name: event.target.value })}
          />
          <TextField
            size="small"
            select
            label={t(`${P}.type`)}
            value={param.type}
            sx={{ minWidth: 110 }}
            onChange={(event) =>
              set(index, { type: event.target.value as DataInterfaceParam['type'] })
            }
          >
            {DATA_INTERFACE_PARAM_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`systemData.dataInterface.paramTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Checkbox
              checked={param.required}
              onChange={(event) => set(index, { required: event.target.checked })}
              slotProps={{ input: { 'aria-label': `${param.name} ${t(`${P}.required`)}` } }}
            />
            <Typography variant="body2">{t(`${P}.required`)}</Typography>
          </Stack>
          <TextField
            size="small"
            label={t(`${P}.defaultValue`)}
            value={param.defaultValue}
            onChange={(event) => set(index, { defaultValue: event.target.value })}
          />
          <Button color="error" onClick={() => onChange(parameters.filter((_, i) => i !== index))}>
            {t(`${P}.remove`)}
          </Button>
        </Stack>
      ))}
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
      <Button
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          onChange([...parameters, { name: '', type: 'text', required: false, defaultValue: '' }])
        }
      >
        {t(`${P}.add`)}
      </Button>
    </Stack>
  );
}
