import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { SCHEME_VARIABLES } from '@mepm/contract/codes';
import type { SchemeVariable } from '@mepm/contract/codes';
import { OPS, allowsVariable } from './scheme-form';
import type { ConditionDraft, Op } from './scheme-form';

interface Props {
  condition: ConditionDraft;
  /** "group.condition", 1-based: tells this row's controls apart for screen readers. */
  index: string;
  errors: { field?: boolean; value?: boolean } | undefined;
  onChange: (condition: ConditionDraft) => void;
  onRemove: () => void;
}

/** field, operator, and a constant or one of the user/organisation variables. */
export function ConditionRow({ condition, index, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<ConditionDraft>) => onChange({ ...condition, ...patch });
  const variable = condition.valueKind === 'variable' && allowsVariable(condition.op);
  const suffix = ` ${index}`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t('system.menu.scheme.field') + suffix}
        value={condition.field}
        onChange={(event) => set({ field: event.target.value })}
        error={errors?.field}
        helperText={errors?.field ? t('system.menu.scheme.fieldInvalid') : undefined}
      />
      <TextField
        select
        size="small"
        label={t('system.menu.scheme.op') + suffix}
        value={condition.op}
        onChange={(event) => set({ op: event.target.value as Op })}
        sx={{ minWidth: 110 }}
      >
        {OPS.map((op) => (
          <MenuItem key={op} value={op}>
            {t(`system.menu.scheme.ops.${op}`)}
          </MenuItem>
        ))}
      </TextField>
      {allowsVariable(condition.op) && (
        <TextField
          select
          size="small"
          label={t('system.menu.scheme.valueKind') + suffix}
          value={condition.valueKind}
          onChange={(event) =>
            set({ valueKind: event.target.value === 'variable' ? 'variable' : 'constant' })
          }
          sx={{ minWidth: 110 }}
        >
          <MenuItem value="constant">{t('system.menu.scheme.constant')}</MenuItem>
          <MenuItem value="variable">{t('system.menu.scheme.variable')}</MenuItem>
        </TextField>
      )}
      {variable ? (
        <TextField
          select
          size="small"
          label={t('system.menu.scheme.value') + suffix}
          value={condition.variable}
          onChange={(event) => set({ variable: event.target.value as SchemeVariable })}
          sx={{ minWidth: 180 }}
        >
          {SCHEME_VARIABLES.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`system.menu.scheme.variables.${name}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          size="small"
          label={t('system.menu.scheme.value') + suffix}
          value={condition.value}
          onChange={(event) => set({ value: event.target.value })}
          error={errors?.value}
          helperText={
            errors?.value
              ? t('system.menu.scheme.valueRequired')
              : condition.op === 'in'
                ? t('system.menu.scheme.inHint')
                : undefined
          }
        />
      )}
      <IconButton
        aria-label={t('system.menu.scheme.removeCondition', { index })}
        onClick={onRemove}
      >
        <DeleteOutlinedIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
