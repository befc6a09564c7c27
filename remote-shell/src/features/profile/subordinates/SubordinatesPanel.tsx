import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import { useTranslation } from 'react-i18next';
import { useSubordinatesQuery } from '../api';
import { EmptyText } from '../common/EmptyText';
import { SubordinateItem } from './SubordinateItem';

/** The users whose manager is the signed-in user. */
export function SubordinatesPanel() {
  const { t } = useTranslation();
  const { data, isLoading } = useSubordinatesQuery(undefined);
  if (isLoading) return <CircularProgress aria-label={t('app.loading')} />;
  const list = data?.list ?? [];
  if (list.length === 0) return <EmptyText />;
  return (
    <List aria-label={t('profile.subordinates.label')} sx={{ maxWidth: 560 }}>
      {list.map((user) => (
        <SubordinateItem key={user.id} user={user} />
      ))}
    </List>
  );
}
