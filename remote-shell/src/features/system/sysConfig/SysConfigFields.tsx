import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TextName } from '../../../kernel/i18n/text-key';
import { useFieldErrorText, type FieldErrors } from '../../../shared/crud';
import {
  LANGUAGES,
  LAYOUTS,
  type ModeField,
  type NumberField,
  type SysConfigField,
  type SysConfigValues,
  type TextField as TextFieldName,
} from './sys-config-form';

type Hint = TextName<'system.sysConfig.hints'>;

interface FieldsProps {
  values: SysConfigValues;
  errors: FieldErrors<SysConfigField>;
  /** Whether a gateway key is stored (it is never sent to the browser). */
  keySet: boolean;
  readOnly: boolean;
  onChange: (values: SysConfigValues) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** The settings in sections: basic, login page, passwords and sessions, uploads, SMS, other. */
export function SysConfigFields({ values, errors, keySet, readOnly, onChange }: FieldsProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const set = (patch: Partial<SysConfigValues>) => onChange({ ...values, ...patch });

  const text = (field: TextFieldName | NumberField, hint?: Hint, numeric = false) => (
    <TextField
      key={field}
      label={t(`system.sysConfig.fields.${field}`)}
      value={values[field]}
      onChange={(event) => set({ [field]: event.target.value })}
      error={errors[field] !== undefined}
      helperText={errorText(errors[field]) ?? (hint ? t(`system.sysConfig.hints.${hint}`) : '')}
      disabled={readOnly}
      size="small"
      fullWidth
      {...(numeric ? { slotProps: { htmlInput: { inputMode: 'numeric' as const } } } : {})}
    />
  );
  const mode = (field: ModeField) => (
    <FormControlLabel
      key={field}
      control={
        <Checkbox
          checked={values[field]}
          onChange={(event) => set({ [field]: event.target.checked })}
          disabled={readOnly}
        />
      }
      label={t(`system.sysConfig.fields.${field}`)}
    />
  );

  return (
    <>
      <Section title={t('system.sysConfig.sections.basic')}>
        {text('sysName', 'sysName')}
        {text('company')}
        {text('copyright')}
      </Section>
      <Section title={t('system.sysConfig.sections.login')}>
        <FormGroup row>
          {mode('loginAccount')}
          {mode('loginScan')}
          {mode('loginCode')}
        </FormGroup>
        {errors.loginAccount ? (
          <FormHelperText error>{errorText(errors.loginAccount)}</FormHelperText>
        ) : null}
      </Section>
      <Section title={t('system.sysConfig.sections.security')}>
        {text('passwordMinLength', undefined, true)}
        {text('passwordExpiryDays', 'passwordExpiryDays', true)}
        {text('sessionLifetimeHours', 'sessionLifetimeHours', true)}
      </Section>
      <Section title={t('system.sysConfig.sections.uploads')}>
        {text('uploadLimitAnnexMb', undefined, true)}
        {text('uploadLimitImageMb', undefined, true)}
      </Section>
      <Section title={t('system.sysConfig.sections.sms')}>
        {text('smsSignName')}
        {text('smsGatewayUrl', 'smsGatewayUrl')}
        {values.replaceKey ? (
          text('smsGatewayKey')
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography>
              {t('system.sysConfig.fields.smsGatewayKey')}:{' '}
              {t(keySet ? 'system.sysConfig.hints.keyUnchanged' : 'system.sysConfig.hints.keyNone')}
            </Typography>
            {readOnly ? null : (
              <Button size="small" onClick={() => set({ replaceKey: true, smsGatewayKey: '' })}>
                {t('system.sysConfig.hints.replaceKey')}
              </Button>
            )}
          </Stack>
        )}
      </Section>
      <Section title={t('system.sysConfig.sections.others')}>
        {text('feedbackEmail', 'feedbackEmail')}
        {text('interfaceAllowedHosts', 'interfaceAllowedHosts')}
        <TextField
          select
          label={t('system.sysConfig.fields.defaultTheme')}
          value={values.defaultTheme}
          // The select offers only LAYOUTS, so its value is one of them.
          onChange={(event) =>
            set({ defaultTheme: event.target.value as SysConfigValues['defaultTheme'] })
          }
          disabled={readOnly}
          size="small"
        >
          {LAYOUTS.map((layout) => (
            <MenuItem key={layout} value={layout}>
              {t(`settings.layout.${layout}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('system.sysConfig.fields.defaultLanguage')}
          value={values.defaultLanguage}
          // The select offers only LANGUAGES, so its value is one of them.
          onChange={(event) =>
            set({ defaultLanguage: event.target.value as SysConfigValues['defaultLanguage'] })
          }
          disabled={readOnly}
          size="small"
        >
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language}>
              {t(`language.${language}`)}
            </MenuItem>
          ))}
        </TextField>
      </Section>
    </>
  );
}
