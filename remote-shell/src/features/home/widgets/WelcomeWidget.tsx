import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../kernel/hooks';
import { DATE_PATTERNS, formatDate } from '../../../shared/format';
import { useLanguage } from '../use-language';
import { WidgetCard } from './WidgetCard';

/**
 * The greeting and the sign-in before this session's, which CurrentUser already reports: the
 * person sees at once whether someone else used the account.
 */
export function WelcomeWidget({ area }: { area?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const info = useAppSelector((state) => state.session.userInfo);
  const unknown = t('home.lastSignIn.unknown');
  const lastSignIn =
    !info || info.prevLoginTime === null
      ? t('home.lastSignIn.first')
      : t('home.lastSignIn.text', {
          time: formatDate(info.prevLoginTime, language, DATE_PATTERNS.dateTimeSeconds),
          place: info.prevLoginIPAddressName || unknown,
          ip: info.prevLoginIPAddress || unknown,
        });
  return (
    <WidgetCard title={t('home.welcome', { name: info?.userName ?? '' })} area={area}>
      <Typography variant="body2" color="text.secondary" component="p">
        {t('home.lastSignIn.title')}
      </Typography>
      <Typography variant="body1" component="p" data-testid="last-sign-in">
        {lastSignIn}
      </Typography>
    </WidgetCard>
  );
}
