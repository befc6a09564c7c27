import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LIMITS } from '@mepm/contract/paths';
import type { ReadFilter } from './message-types';

export interface MessageFiltersProps {
  readFilter: ReadFilter;
  onSearch: (keyword: string, readFilter: ReadFilter) => void;
}

/** Keyword over the title and the read state; applied by "search", cleared by "reset". */
export function MessageFilters({ readFilter, onSearch }: MessageFiltersProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<ReadFilter>(readFilter);
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim(), state);
      }}
    >
      <TextField
        size="small"
        label={t('message.center.keyword')}
        placeholder={t('message.center.keywordPlaceholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MESSAGE_LIMITS.titleLength } }}
      />
      <TextField
        select
        size="small"
        label={t('message.center.state')}
        value={state}
        onChange={(event) => setState(event.target.value as ReadFilter)}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="all">{t('message.center.allStates')}</MenuItem>
        <MenuItem value="0">{t('message.unread')}</MenuItem>
        <MenuItem value="1">{t('message.read')}</MenuItem>
      </TextField>
      <Button type="submit" variant="contained">
        {t('message.center.search')}
      </Button>
      <Button
        onClick={() => {
          setKeyword('');
          setState('all');
          onSearch('', 'all');
        }}
      >
        {t('message.center.reset')}
      </Button>
    </Stack>
  );
}
