import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface Props {
  keyword: string;
  onSearch: (keyword: string) => void;
  onRefresh: () => void;
}

/** Keyword search (applied on submit, not per keystroke) and a refresh of the current page. */
export function OnlineUserToolbar({ keyword, onSearch, onRefresh }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} role="search">
      <TextField
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        label={t('permission.onlineUser.keyword')}
        placeholder={t('permission.onlineUser.keywordHint')}
      />
      <Button type="submit" variant="contained">
        {t('permission.onlineUser.search')}
      </Button>
      <Button onClick={onRefresh}>{t('permission.onlineUser.refresh')}</Button>
    </Stack>
  );
}
