import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface KeywordSearchProps {
  onSearch: (keyword: string) => void;
}

/** The keyword box of the list pages: searching sends the trimmed text, reset clears it. */
export function KeywordSearch({ onSearch }: KeywordSearchProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keyword.trim());
  };
  const reset = () => {
    setKeyword('');
    onSearch('');
  };
  return (
    <Stack component="form" role="search" direction="row" spacing={1} onSubmit={submit}>
      <TextField
        size="small"
        label={t('crud.list.keyword')}
        placeholder={t('crud.list.keywordPlaceholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <Button type="submit" variant="contained">
        {t('crud.buttons.search')}
      </Button>
      <Button onClick={reset}>{t('crud.buttons.reset')}</Button>
    </Stack>
  );
}
