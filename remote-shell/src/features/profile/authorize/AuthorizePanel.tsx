import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useAuthorizeQuery } from '../api';
import { EmptyText } from '../common/EmptyText';
import { AuthorizeTree } from './AuthorizeTree';

/** What the signed-in user may open and use, as the server grants it. */
export function AuthorizePanel() {
  const { t } = useTranslation();
  const { data, isLoading } = useAuthorizeQuery(undefined);
  if (isLoading) return <CircularProgress aria-label={t('app.loading')} />;
  const list = data?.list ?? [];
  if (list.length === 0) return <EmptyText />;
  return <AuthorizeTree entries={list} label={t('profile.authorize.label')} />;
}
