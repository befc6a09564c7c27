import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { AuthorizeObjectType } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { OBJECT_TYPES } from './authorize-object';
import type { AuthorizeObject } from './authorize-object';
import { PickObjectButton } from './PickObjectButton';
import { RoleList } from './RoleList';

interface Props {
  objectType: AuthorizeObjectType;
  onObjectTypeChange: (objectType: AuthorizeObjectType) => void;
  current: AuthorizeObject | null;
  onChoose: (object: AuthorizeObject) => void;
}

/** Whom to grant to: the kind, then a role from the list or a position or user from a picker. */
export function ObjectChooser({ objectType, onObjectTypeChange, current, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={objectType}
        onChange={(_event, value: AuthorizeObjectType | null) => value && onObjectTypeChange(value)}
        aria-label={t('permission.authorize.objectType')}
      >
        {OBJECT_TYPES.map((type) => (
          <ToggleButton key={type} value={type}>
            {t(`permission.authorize.objectTypes.${type}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {objectType === 'role' ? (
        <RoleList
          selectedId={current?.objectType === 'role' ? current.objectId : null}
          onChoose={onChoose}
        />
      ) : (
        <PickObjectButton key={objectType} objectType={objectType} onChoose={onChoose} />
      )}
      <Typography variant="body2" color="text.secondary">
        {current
          ? t('permission.authorize.chosen', { name: current.name })
          : t('permission.authorize.noObject')}
      </Typography>
    </Stack>
  );
}
