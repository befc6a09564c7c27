import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { PermissionGate } from '../../../shared/permission';

interface Props {
  dirty: boolean;
  saving: boolean;
  /** The server would refuse any change of this object's grants from this caller. */
  readOnly: boolean;
  onCheckAll: () => void;
  onDeselectAll: () => void;
  onExpandAll: () => void;
  onFoldAll: () => void;
  onSave: () => void;
}

/** Check, deselect, expand and fold all, and saving (btn_edit) once something changed. */
export function GrantToolbar(props: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}>
      <Button size="small" onClick={props.onCheckAll}>
        {t('permission.authorize.checkAll')}
      </Button>
      <Button size="small" onClick={props.onDeselectAll}>
        {t('permission.authorize.deselectAll')}
      </Button>
      <Button size="small" onClick={props.onExpandAll}>
        {t('permission.authorize.expandAll')}
      </Button>
      <Button size="small" onClick={props.onFoldAll}>
        {t('permission.authorize.foldAll')}
      </Button>
      <Stack direction="row" spacing={1} sx={{ ml: 'auto', alignItems: 'center' }}>
        {props.dirty && (
          <Chip size="small" color="warning" label={t('permission.authorize.unsaved')} />
        )}
        <PermissionGate code={ADMIN_BUTTON.edit}>
          <Button
            variant="contained"
            size="small"
            disabled={!props.dirty || props.saving || props.readOnly}
            onClick={props.onSave}
          >
            {t('permission.authorize.save')}
          </Button>
        </PermissionGate>
      </Stack>
    </Stack>
  );
}
