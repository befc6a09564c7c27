import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuthorizeRolesQuery } from './api';
import type { AuthorizeObject } from './authorize-object';

interface Props {
  selectedId: string | null;
  onChoose: (object: AuthorizeObject) => void;
}

/** The enabled roles to grant to; one click chooses. */
export function RoleList({ selectedId, onChoose }: Props) {
  const { t } = useTranslation();
  const { data, isLoading } = useAuthorizeRolesQuery(undefined);
  if (isLoading)
    return <Typography color="text.secondary">{t('permission.authorize.loading')}</Typography>;
  const roles = data?.list ?? [];
  if (roles.length === 0)
    return <Typography color="text.secondary">{t('permission.authorize.empty')}</Typography>;
  return (
    <List dense aria-label={t('permission.authorize.role')}>
      {roles.map((role) => (
        <ListItemButton
          key={role.id}
          selected={role.id === selectedId}
          onClick={() => onChoose({ objectType: 'role', objectId: role.id, name: role.fullName })}
        >
          <ListItemText primary={role.fullName} secondary={role.enCode} />
        </ListItemButton>
      ))}
    </List>
  );
}
