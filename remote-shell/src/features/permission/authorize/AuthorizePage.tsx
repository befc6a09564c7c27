import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthorizeObjectType } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/confirm';
import { GrantPanel } from './GrantPanel';
import { ObjectChooser } from './ObjectChooser';
import { useGuardedObject } from './use-guarded-object';

/** /permission/authorize: menus, buttons, columns, form fields and data schemes per object. */
export function AuthorizePage() {
  const { t } = useTranslation();
  const [objectType, setObjectType] = useState<AuthorizeObjectType>('role');
  const guarded = useGuardedObject();
  const { object } = guarded;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, width: { md: 280 }, flexShrink: 0 }}>
        <ObjectChooser
          objectType={objectType}
          onObjectTypeChange={setObjectType}
          current={object}
          onChoose={guarded.request}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
        {object ? (
          <GrantPanel
            // A new object starts a new draft, tab and expansion.
            key={`${object.objectType}:${object.objectId}`}
            object={object}
            onDirtyChange={guarded.setDirty}
          />
        ) : (
          <Typography color="text.secondary">{t('permission.authorize.noObject')}</Typography>
        )}
      </Paper>
      <ConfirmDialog
        open={guarded.pending !== null}
        message={t('permission.authorize.discard')}
        onConfirm={guarded.confirm}
        onClose={guarded.cancel}
      />
    </Stack>
  );
}
