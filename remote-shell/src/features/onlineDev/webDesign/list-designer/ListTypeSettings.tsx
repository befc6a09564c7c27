import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { LIST_TYPES, type ListType } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from './ChoiceSelect';
import type { ListDesignerProps } from './list-designer-state';
import type { ListableField } from '@mepm/form-engine';
import { LD } from './texts';

const TYPE_NAMES = { 1: 'plain', 2: 'tree', 3: 'group' } as const;

/** Which fields a type needs one of: type 2 an option field, type 3 a field of one value. */
const candidatesOf = (type: ListType, fields: readonly ListableField[]) =>
  type === 2
    ? fields.filter((f) => f.treeable)
    : type === 3
      ? fields.filter((f) => f.sortable)
      : fields;

/** The list type, and for the tree and the grouped list the field they go by. */
export function ListTypeSettings({ state, dispatch }: ListDesignerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const { design, fields } = state;
  const set = (listType: ListType, field?: string) =>
    dispatch({ type: 'setType', listType, field });
  const fieldKey = design.type === 2 ? 'treeField' : 'groupField';
  const lacking = LIST_TYPES.filter((type) => candidatesOf(type, fields).length === 0);
  return (
    <>
      <FormControl>
        <FormLabel id={labelId}>{t(`${LD}.settings.type`)}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={design.type}
          onChange={(event) => set(Number(event.target.value) as ListType)}
        >
          {LIST_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              label={t(`${LD}.types.${TYPE_NAMES[type]}`)}
              disabled={lacking.includes(type)}
              control={<Radio size="small" />}
            />
          ))}
        </RadioGroup>
        {lacking.includes(2) && <FormHelperText>{t(`${LD}.settings.noTreeField`)}</FormHelperText>}
        {lacking.includes(3) && <FormHelperText>{t(`${LD}.settings.noGroupField`)}</FormHelperText>}
      </FormControl>
      {design.type !== 1 && (
        <ChoiceSelect
          label={t(`${LD}.settings.${fieldKey}`)}
          value={design[fieldKey] ?? ''}
          choices={candidatesOf(design.type, fields).map((field) => ({
            value: field.prop,
            label: field.label || field.prop,
          }))}
          onChange={(field) => set(design.type, field)}
        />
      )}
    </>
  );
}
