import {
  INPUT_FIELD_KEYS,
  OPTION_FIELD_KEYS,
  type Condition,
  type FieldKey,
  type FieldLinkage,
} from '@mepm/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceInput, type Choice } from '../inputs/ChoiceInput';
import { withNote } from '../inputs/coded-choices';
import { Section } from '../inputs/Section';
import { TextInput } from '../inputs/TextInput';
import { readProperty, withConfig } from '../node-update';
import { AssignEditor } from './AssignEditor';
import { newCondition } from './condition-edits';
import { ConditionEditor } from './ConditionEditor';
import type { EditorProps } from './editor-props';
import { referableFields } from './linkage-fields';

type ConditionName = 'visible' | 'required' | 'readonly';

/** FieldLinkage's cap on the option attribute an option filter compares. */
const OPTION_KEY_LIMIT = 64;

const among = (list: readonly string[], key: FieldKey) => list.includes(key);

/** A linkage without its empty parts; undefined when nothing is left. */
function tidy(linkage: FieldLinkage): FieldLinkage | undefined {
  const next = Object.fromEntries(
    Object.entries(linkage).filter(([, value]) => value !== undefined),
  ) as FieldLinkage;
  return Object.keys(next).length > 0 ? next : undefined;
}

/**
 * 联动规则 (`__config__.linkage`): when the field shows, is required or read-only, the values
 * assigned to it and, for option fields, the option filter; each over the form's other fields.
 */
export function LinkageEditor({ field, fields, onChange }: EditorProps) {
  const { t } = useTranslation();
  const key = field.__config__.wyzxKey;
  const linkage = (readProperty(field, 'linkage', 'config') ?? {}) as FieldLinkage;
  const choices = useMemo(
    () => referableFields(fields, field, (label, model) => withNote(t, label, model)),
    [fields, field, t],
  );
  const set = (patch: Partial<FieldLinkage>) =>
    onChange(withConfig(field, { linkage: tidy({ ...linkage, ...patch }) }));
  const input = among(INPUT_FIELD_KEYS, key);
  const conditions: ConditionName[] = input ? ['visible', 'required', 'readonly'] : ['visible'];
  return (
    <Section title={t('formDesignerProps.section.linkage')}>
      {choices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('formDesignerProps.linkage.noFields')}
        </Typography>
      ) : null}
      {conditions.map((name) => (
        <ConditionPart
          key={name}
          title={t(`formDesignerProps.linkage.${name}`)}
          condition={linkage[name]}
          fields={choices}
          onChange={(condition) => set({ [name]: condition })}
        />
      ))}
      {input ? (
        <Stack spacing={1}>
          <Typography variant="body2">{t('formDesignerProps.linkage.assign')}</Typography>
          <AssignEditor
            assign={linkage.assign ?? []}
            fields={choices}
            onChange={(assign) => set({ assign })}
          />
        </Stack>
      ) : null}
      {among(OPTION_FIELD_KEYS, key) ? (
        <OptionFilterPart
          filter={linkage.optionFilter}
          fields={choices}
          onChange={(optionFilter) => set({ optionFilter })}
        />
      ) : null}
    </Section>
  );
}

interface ConditionPartProps {
  title: string;
  condition: Condition | undefined;
  fields: readonly Choice<string>[];
  onChange: (condition: Condition | undefined) => void;
}

/** One condition, or the button that starts it. */
function ConditionPart({ title, condition, fields, onChange }: ConditionPartProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{title}</Typography>
      {condition ? (
        <ConditionEditor name={title} condition={condition} fields={fields} onChange={onChange} />
      ) : (
        <Button
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          disabled={fields.length === 0}
          aria-label={`${t('formDesignerProps.linkage.addItem')} ${title}`}
          onClick={() => onChange(newCondition(fields[0]?.value ?? ''))}
        >
          {t('formDesignerProps.linkage.addItem')}
        </Button>
      )}
    </Stack>
  );
}

type OptionFilter = NonNullable<FieldLinkage['optionFilter']>;

interface OptionFilterPartProps {
  filter: OptionFilter | undefined;
  fields: readonly Choice<string>[];
  onChange: (filter: OptionFilter | undefined) => void;
}

/** Keep the options whose attribute equals another field's value; no field, no filter. */
function OptionFilterPart({ filter, fields, onChange }: OptionFilterPartProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{t('formDesignerProps.linkage.optionFilter')}</Typography>
      <ChoiceInput
        label={t('formDesignerProps.linkage.filterField')}
        value={filter?.field}
        choices={fields}
        optional
        onChange={(field) =>
          onChange(field ? { optionKey: filter?.optionKey ?? '', field } : undefined)
        }
      />
      {filter ? (
        <TextInput
          label={t('formDesignerProps.linkage.optionKey')}
          value={filter.optionKey}
          required
          maxLength={OPTION_KEY_LIMIT}
          onChange={(optionKey) => onChange({ ...filter, optionKey: optionKey ?? '' })}
        />
      ) : null}
    </Stack>
  );
}
