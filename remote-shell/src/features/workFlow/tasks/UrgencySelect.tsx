import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FLOW_URGENCIES } from '@mepm/contract/paths';
import type { FlowUrgency } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';

/** 普通 / 重要 / 紧急. */
export function UrgencySelect(props: {
  value: FlowUrgency;
  onChange: (value: FlowUrgency) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 160 }}
      label={t('workFlow.tasks.launch.urgency')}
      value={String(props.value)}
      onChange={(event) =>
        props.onChange(
          FLOW_URGENCIES.find((urgency) => String(urgency) === event.target.value) ?? 1,
        )
      }
    >
      {FLOW_URGENCIES.map((urgency) => (
        <MenuItem key={urgency} value={String(urgency)}>
          {t(`workFlow.tasks.urgency.${urgency}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
