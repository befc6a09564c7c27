import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../kernel/hooks';
import { hasErrors, type FieldErrors } from '../../../shared/crud';
import { useNotifySuccess } from '../../../shared/crud/use-notify';
import { useSaveSysConfigMutation, useSysConfigQuery } from './api';
import { SysConfigFields } from './SysConfigFields';
import {
  toBody,
  validateSysConfig,
  valuesOf,
  type SysConfigField,
  type SysConfigValues,
} from './sys-config-form';
import type { SysConfig } from '@mepm/contract';

/**
 * One page of the settings administrators change at run time. Whoever holds the page reads them;
 * only administrators save (the server refuses anyone else), so others see them read-only.
 */
export function SysConfigPage() {
  const { t } = useTranslation();
  const { data } = useSysConfigQuery(undefined);
  return (
    <Box sx={{ p: 2, maxWidth: 880 }}>
      <Typography component="h1" variant="h6" sx={{ mb: 2 }}>
        {t('system.sysConfig.title')}
      </Typography>
      {data ? (
        <SysConfigForm config={data} />
      ) : (
        <Typography>{t('system.sysConfig.loading')}</Typography>
      )}
    </Box>
  );
}

function SysConfigForm({ config }: { config: SysConfig }) {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const isAdministrator = useAppSelector(
    (state) => state.session.userInfo?.isAdministrator === true,
  );
  const [values, setValues] = useState<SysConfigValues>(() => valuesOf(config));
  const [errors, setErrors] = useState<FieldErrors<SysConfigField>>({});
  const [refused, setRefused] = useState(false);
  const [save, { isLoading }] = useSaveSysConfigMutation();

  const change = (next: SysConfigValues) => {
    setValues(next);
    // After a refused save, each change re-checks, so a prompt goes once its field is valid.
    if (refused) setErrors(validateSysConfig(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSysConfig(values);
    setErrors(found);
    setRefused(hasErrors(found));
    if (hasErrors(found)) return;
    const result = await save(toBody(values));
    if ('error' in result) return;
    setValues((current) => ({ ...current, smsGatewayKey: '', replaceKey: false }));
    notify('system.sysConfig.saved');
  };

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={(event) => void submit(event)}>
      {isAdministrator ? null : <Alert severity="info">{t('system.sysConfig.adminsOnly')}</Alert>}
      <SysConfigFields
        values={values}
        errors={errors}
        keySet={config.smsGatewayKeySet}
        readOnly={!isAdministrator}
        onChange={change}
      />
      {isAdministrator ? (
        <Box>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {t('system.sysConfig.save')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
