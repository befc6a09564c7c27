import { useState } from 'react';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { useHomeShortcutsQuery } from '../api';
import { pagesOf, useMenuPages } from '../use-menu-pages';
import { PageLinks } from './PageLinks';
import { ShortcutsDialog } from './ShortcutsDialog';
import { WidgetCard } from './WidgetCard';
import { WidgetLoading } from './WidgetLoading';

/** The user's own pinned pages, editable in a dialog that offers only pages of its menu. */
export function ShortcutsWidget({ area }: { area?: string }) {
  const { t } = useTranslation();
  const pages = useMenuPages();
  const { data, isError } = useHomeShortcutsQuery(undefined);
  const [editing, setEditing] = useState(false);
  const title = t('home.shortcuts.title');
  return (
    <WidgetCard
      title={title}
      area={area}
      action={
        <Button
          size="small"
          startIcon={<EditIcon fontSize="small" />}
          disabled={!data}
          aria-label={t('home.shortcuts.edit')}
          onClick={() => setEditing(true)}
        >
          {t('home.edit')}
        </Button>
      }
    >
      {data ? (
        <PageLinks
          pages={pagesOf(data.shortcuts, pages)}
          label={title}
          empty={t('home.shortcuts.empty')}
        />
      ) : (
        <WidgetLoading failed={isError} />
      )}
      {editing && data && (
        <ShortcutsDialog initial={data.shortcuts} pages={pages} onClose={() => setEditing(false)} />
      )}
    </WidgetCard>
  );
}
