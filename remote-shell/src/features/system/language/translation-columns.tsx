import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { LANGUAGES } from '@mepm/contract/codes';
import { useTranslation } from 'react-i18next';
import { HTML_LANG } from '../../../kernel/i18n/html-lang';
import { usePermission } from '../../../shared/permission';
import type { TableColumn } from '../../../shared/table';
import { shownText, type TranslationRow } from './translation-rows';

/** Scope, key, the text each language shows (marked when changed) and the edit button. */
export function useTranslationColumns(
  onEdit: (row: TranslationRow) => void,
): TableColumn<TranslationRow>[] {
  const { t } = useTranslation();
  const { has } = usePermission();
  const mayEdit = has('button', ADMIN_BUTTON.edit);
  return useMemo(() => {
    const columns: TableColumn<TranslationRow>[] = [
      {
        key: 'scope',
        label: t('system.language.scope'),
        width: 90,
        render: (row) => t(`system.language.scopes.${row.scope}`),
      },
      {
        key: 'key',
        label: t('system.language.key'),
        width: 200,
        // A key is an identifier shown as data, not a text that failed to translate.
        render: (row) => <code>{row.key}</code>,
      },
      ...LANGUAGES.map((language): TableColumn<TranslationRow> => ({
        key: language,
        label: t(`system.language.languages.${language}`),
        render: (row) => (
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
            <span lang={HTML_LANG[language]}>{shownText(row, language)}</span>
            {row.overrides[language] !== undefined && (
              <Chip size="small" color="warning" label={t('system.language.overridden')} />
            )}
          </Box>
        ),
      })),
    ];
    if (!mayEdit) return columns;
    return [
      ...columns,
      {
        key: 'actions',
        label: t('system.language.actions'),
        pinned: true,
        render: (row) => (
          <Button
            size="small"
            aria-label={`${t('system.language.edit')} ${row.key}`}
            onClick={() => onEdit(row)}
          >
            {t('system.language.edit')}
          </Button>
        ),
      },
    ];
  }, [t, mayEdit, onEdit]);
}
