import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HomeFigures } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import type { TextName } from '../../../kernel/i18n/text-key';
import { useAdminFigures } from '../use-admin-figures';
import { WidgetCard } from './WidgetCard';
import { WidgetLoading } from './WidgetLoading';

type FigureName = TextName<'home.figures'>;

function figuresOf(data: HomeFigures): [Exclude<FigureName, 'title'>, number][] {
  return [
    ['users', data.users.total],
    ['enabled', data.users.enabled],
    ['disabled', data.users.disabled],
    ['online', data.onlineNow],
    ['signInsToday', data.signInsToday],
  ];
}

/** The administrators' live counts, each as the server counted it. */
export function FiguresWidget({ area }: { area?: string }) {
  const { t } = useTranslation();
  const { data, isError } = useAdminFigures();
  return (
    <WidgetCard title={t('home.figures.title')} area={area}>
      {data ? (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
          }}
        >
          {figuresOf(data).map(([name, value]) => (
            <Box
              key={name}
              data-figure={name}
              sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}
            >
              <Typography component="dt" variant="body2" color="text.secondary" noWrap>
                {t(`home.figures.${name}`)}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
                {value.toLocaleString()}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <WidgetLoading failed={isError} />
      )}
    </WidgetCard>
  );
}
