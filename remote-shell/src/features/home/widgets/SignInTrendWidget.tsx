import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SIGN_IN_TREND_DAYS } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useAdminFigures } from '../use-admin-figures';
import { WidgetCard } from './WidgetCard';
import { WidgetLoading } from './WidgetLoading';

// ECharts loads with this widget only, never on the sign-in page or for users who lack it.
const SignInChart = lazy(() => import('./SignInChart'));

const CHART_HEIGHT = 220;

/** The administrators' sign-ins per day, as a small line chart with its figures in words. */
export function SignInTrendWidget({ area }: { area?: string }) {
  const { t } = useTranslation();
  const { data, isError } = useAdminFigures();
  const days = data?.signInTrend;
  const title = t('home.trend.title', { days: SIGN_IN_TREND_DAYS });
  const total = days?.reduce((sum, day) => sum + day.count, 0) ?? 0;
  const summary = t('home.trend.summary', {
    days: SIGN_IN_TREND_DAYS,
    total,
    today: days?.at(-1)?.count ?? 0,
  });
  return (
    <WidgetCard title={title} area={area}>
      {days ? (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="sign-in-summary">
            {summary}
          </Typography>
          <Box sx={{ height: CHART_HEIGHT, minWidth: 0 }}>
            <Suspense fallback={<WidgetLoading failed={false} />}>
              <SignInChart days={days} label={summary} seriesName={t('home.trend.series')} />
            </Suspense>
          </Box>
        </>
      ) : (
        <WidgetLoading failed={isError} />
      )}
    </WidgetCard>
  );
}
