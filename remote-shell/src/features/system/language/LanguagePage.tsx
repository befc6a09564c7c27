import { useCallback, useMemo, useState } from 'react';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TextScope } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { KeywordSearch } from '../../../shared/crud/KeywordSearch';
import { useClientPage } from '../../../shared/crud/use-client-page';
import { PagedTable } from '../../../shared/table';
import { TextOverrideDialog } from './TextOverrideDialog';
import { filterRows, type TranslationRow } from './translation-rows';
import { useTranslationColumns } from './translation-columns';
import { useTranslationRows } from './use-translation-rows';

const SCOPES = ['all', 'shell', 'server'] as const;

/** The translation table: every text in three languages, searched, paged and overridable. */
export function LanguagePage() {
  const { t } = useTranslation();
  const { rows, query } = useTranslationRows();
  const [scope, setScope] = useState<TextScope | 'all'>('all');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const shownRows = useMemo(() => filterRows(rows, scope, keyword), [rows, scope, keyword]);
  const page = useClientPage(shownRows, query);
  const edit = useCallback((row: TranslationRow) => setEditing(row.id), []);
  const columns = useTranslationColumns(edit);
  // The row again from the table, so that a restore inside the dialog shows in it.
  const editedRow = rows.find((row) => row.id === editing);

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography color="text.secondary">{t('system.language.hint')}</Typography>
        <Typography color="text.secondary">
          {t('system.language.menuNames')}{' '}
          <Link component={RouterLink} to="/system/menu">
            {t('system.language.menuLink')}
          </Link>
        </Typography>
      </Paper>
      <PagedTable
        label={t('system.language.table')}
        columns={columns}
        rows={page.rows}
        getRowId={(row) => row.id}
        total={page.total}
        currentPage={page.currentPage}
        pageSize={page.pageSize}
        onPageChange={page.setCurrentPage}
        onPageSizeChange={page.setPageSize}
        loading={page.loading}
        error={page.error}
        toolbar={
          <Stack direction="row" spacing={2} sx={{ flex: 1, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('system.language.scope')}
              value={scope}
              onChange={(event) => setScope(event.target.value as TextScope | 'all')}
              sx={{ minWidth: 120 }}
            >
              {SCOPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`system.language.scopes.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <KeywordSearch onSearch={setKeyword} />
          </Stack>
        }
      />
      {editedRow && <TextOverrideDialog row={editedRow} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
