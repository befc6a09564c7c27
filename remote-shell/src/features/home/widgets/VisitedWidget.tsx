import { useState } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useHomeShortcutsQuery } from '../api';
import { pagesOf, useMenuPages } from '../use-menu-pages';
import { PageLinks } from './PageLinks';
import { WidgetCard } from './WidgetCard';
import { WidgetLoading } from './WidgetLoading';

type VisitedList = 'recent' | 'frequent';

/** The pages the user opened lately and most often, from the visits the shell reported. */
export function VisitedWidget({ area }: { area?: string }) {
  const { t } = useTranslation();
  const pages = useMenuPages();
  const { data, isError } = useHomeShortcutsQuery(undefined);
  const [shown, setShown] = useState<VisitedList>('recent');
  return (
    <WidgetCard title={t('home.visited.title')} area={area}>
      <Tabs
        value={shown}
        onChange={(_, value: VisitedList) => setShown(value)}
        sx={{ minHeight: 36, mb: 1 }}
      >
        <Tab value="recent" label={t('home.visited.recent')} sx={{ minHeight: 36, py: 0 }} />
        <Tab value="frequent" label={t('home.visited.frequent')} sx={{ minHeight: 36, py: 0 }} />
      </Tabs>
      {data ? (
        <PageLinks
          pages={pagesOf(data[shown], pages)}
          label={t(`home.visited.${shown}`)}
          empty={t('home.visited.empty')}
        />
      ) : (
        <WidgetLoading failed={isError} />
      )}
    </WidgetCard>
  );
}
