import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NO_FILTERS, type LogFilters } from './log-filters';
import type { LogTabName } from './log-tabs';

interface Props {
  tab: LogTabName;
  filters: LogFilters;
  onSearch: (filters: LogFilters) => void;
  onRefresh: () => void;
  /** The delete buttons, for those who may delete. */
  actions?: ReactNode;
}

/** Keyword and day range, applied on Search (not per keystroke); Reset drops them. */
export function LogToolbar({ tab, filters, onSearch, onRefresh, actions }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<LogFilters>(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, keyword: draft.keyword.trim() });
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    onSearch(NO_FILTERS);
  };
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
    >
      <TextField
        size="small"
        label={t('system.log.keyword')}
        placeholder={t(`system.log.keywordHint.${tab}`)}
        value={draft.keyword}
        onChange={(event) => setDraft((current) => ({ ...current, keyword: event.target.value }))}
      />
      <TextField
        label={t('system.log.startDate')}
        type="date"
        size="small"
        value={draft.start}
        onChange={(event) => setDraft((current) => ({ ...current, start: event.target.value }))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: draft.end || undefined } }}
      />
      <TextField
        label={t('system.log.endDate')}
        type="date"
        size="small"
        value={draft.end}
        onChange={(event) => setDraft((current) => ({ ...current, end: event.target.value }))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.start || undefined } }}
      />
      <Button type="submit" variant="contained">
        {t('system.log.search')}
      </Button>
      <Button onClick={reset}>{t('system.log.reset')}</Button>
      <Button onClick={onRefresh}>{t('system.log.refresh')}</Button>
      {actions}
    </Stack>
  );
}
