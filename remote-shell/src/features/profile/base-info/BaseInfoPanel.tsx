import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useBaseInfoQuery, useUpdateBaseInfoMutation } from '../api';
import { EmptyText } from '../common/EmptyText';
import { useNotify } from '../common/use-notify';
import { BaseInfoForm } from './BaseInfoForm';
import { BaseInfoView } from './BaseInfoView';
import { toFormValues, toUpdateBody } from './base-info-form';
import type { BaseInfoValues } from './base-info-form';

/** Base info: read-only until Edit; a failed save keeps the form (the base query shows why). */
export function BaseInfoPanel() {
  const { t } = useTranslation();
  const { data: info, isError } = useBaseInfoQuery(undefined);
  const [update, { isLoading: saving }] = useUpdateBaseInfoMutation();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);

  // The base query has already said why the load failed.
  if (!info && isError) return <EmptyText />;
  if (!info) return <CircularProgress aria-label={t('app.loading')} />;

  const save = async (values: BaseInfoValues) => {
    const result = await update(toUpdateBody(values));
    if ('error' in result) return;
    notify.success(t('profile.baseInfo.saved'));
    setEditing(false);
  };

  if (editing) {
    return (
      <BaseInfoForm
        initial={toFormValues(info)}
        submitting={saving}
        onSubmit={(values) => void save(values)}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <BaseInfoView info={info} />
      <Button variant="outlined" onClick={() => setEditing(true)}>
        {t('profile.baseInfo.edit')}
      </Button>
    </Stack>
  );
}
