import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** The enabled/disabled state of a record, as a coloured label. */
export function EnabledChip({ enabled }: { enabled: boolean | undefined }) {
  const { t } = useTranslation();
  if (enabled === undefined) return null;
  return (
    <Chip
      size="small"
      color={enabled ? 'success' : 'default'}
      label={t(enabled ? 'crud.list.enabled' : 'crud.list.disabled')}
    />
  );
}
