import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/**
 * Stands in for the field types whose components are built separately (pickers, uploads,
 * editor, relation and popup fields, codes, signature, server-filled fields): the registry
 * compiles and the form says plainly that the field cannot be shown yet.
 */
export function PendingField(props: { field: { __config__: { wyzxKey: string; label: string } } }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" role="status">
      {t('formRenderer.field.unsupported', { type: props.field.__config__.wyzxKey })}
    </Alert>
  );
}
