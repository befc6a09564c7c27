import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Logic } from './scheme-form';

export function LogicSelect(props: {
  label: string;
  value: Logic;
  onChange: (logic: Logic) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value === 'or' ? 'or' : 'and')}
      sx={{ minWidth: 120 }}
    >
      <MenuItem value="and">{t('system.menu.scheme.and')}</MenuItem>
      <MenuItem value="or">{t('system.menu.scheme.or')}</MenuItem>
    </TextField>
  );
}
