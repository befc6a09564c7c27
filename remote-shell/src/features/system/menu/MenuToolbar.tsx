import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { PermissionGate } from '../../../shared/permission';

interface Props {
  onSearch: (keyword: string) => void;
  onAdd: () => void;
  onExpandAll: () => void;
  onFoldAll: () => void;
  onRefresh: () => void;
}

export function MenuToolbar(props: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(keyword.trim());
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Stack component="form" role="search" direction="row" spacing={1} onSubmit={submit}>
        <TextField
          size="small"
          label={t('system.menu.keyword')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Button type="submit" variant="contained">
          {t('system.menu.search')}
        </Button>
      </Stack>
      <PermissionGate code={ADMIN_BUTTON.add}>
        <Button variant="outlined" onClick={props.onAdd}>
          {t('system.menu.add')}
        </Button>
      </PermissionGate>
      <Button onClick={props.onExpandAll}>{t('system.menu.expandAll')}</Button>
      <Button onClick={props.onFoldAll}>{t('system.menu.foldAll')}</Button>
      <Button onClick={props.onRefresh}>{t('system.menu.refresh')}</Button>
    </Stack>
  );
}
