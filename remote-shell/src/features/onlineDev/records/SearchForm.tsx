import { useMemo, useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormField, ListSearchField } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { FormRenderer, type FormRendererHandle } from '../../../shared/form-renderer/FormRenderer';
import { searchDesign, searchJson } from './search-design';

interface Props {
  searchList: readonly ListSearchField[];
  fields: ReadonlyMap<string, FormField>;
  /** The filled fields as the list's `json` search, keyed by field key. */
  onSearch: (json: Record<string, unknown>) => void;
}

/** The search form of the list design, with 查询 and 重置. Nothing to search: nothing drawn. */
export function SearchForm({ searchList, fields, onSearch }: Props) {
  const { t } = useTranslation();
  const form = useRef<FormRendererHandle>(null);
  const design = useMemo(() => searchDesign(searchList, fields), [searchList, fields]);
  if (searchList.length === 0) return null;

  const search = async () => {
    const values = await form.current?.submit();
    if (values) onSearch(searchJson(searchList, values));
  };
  const reset = () => {
    form.current?.reset();
    onSearch({});
  };
  return (
    <Stack
      component="section"
      aria-label={t('onlineDev.records.search')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-end' }, mb: 2 }}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <FormRenderer ref={form} design={design} mode="create" />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ pb: 1 }}>
        <Button variant="contained" onClick={() => void search()}>
          {t('crud.buttons.search')}
        </Button>
        <Button onClick={reset}>{t('crud.buttons.reset')}</Button>
      </Stack>
    </Stack>
  );
}
