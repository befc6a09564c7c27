import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MAX_COLUMNS, MAX_SEARCHES } from './limits';
import type { ListDesignerProps } from './list-designer-state';
import type { ListableField } from '@mepm/form-engine';
import { LD } from './texts';

interface CheckListProps {
  title: string;
  fields: readonly ListableField[];
  chosen: ReadonlySet<string>;
  full: boolean;
  limitText: string;
  /** Whether the field can be chosen at all (a search needs a match it offers). */
  offered: (field: ListableField) => boolean;
  onToggle: (prop: string) => void;
}

/** One check list of the form's fields; unchecked ones are disabled once the list is full. */
function CheckList({ title, fields, chosen, full, limitText, offered, onToggle }: CheckListProps) {
  return (
    <Stack role="group" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{title}</Typography>
      {fields.map((field) => {
        const on = chosen.has(field.prop);
        return (
          <FormControlLabel
            key={field.prop}
            label={field.label || field.prop}
            control={
              <Checkbox
                size="small"
                checked={on}
                disabled={!on && (full || !offered(field))}
                onChange={() => onToggle(field.prop)}
              />
            }
          />
        );
      })}
      {full && <FormHelperText>{limitText}</FormHelperText>}
    </Stack>
  );
}

/** The left pane: the form's listable fields, to search by and to show as columns. */
export function FieldChecks({ state, dispatch }: ListDesignerProps) {
  const { t } = useTranslation();
  const { design, fields } = state;
  if (fields.length === 0)
    return <Typography color="text.secondary">{t(`${LD}.fields.none`)}</Typography>;
  return (
    <>
      <CheckList
        title={t(`${LD}.fields.searchable`)}
        fields={fields}
        chosen={new Set(design.searchList.map((search) => search.prop))}
        full={design.searchList.length >= MAX_SEARCHES}
        limitText={t(`${LD}.searches.limit`, { max: MAX_SEARCHES })}
        offered={(field) => field.matches.length > 0}
        onToggle={(prop) => dispatch({ type: 'toggleSearch', prop })}
      />
      <CheckList
        title={t(`${LD}.fields.listed`)}
        fields={fields}
        chosen={new Set(design.columnList.map((column) => column.prop))}
        full={design.columnList.length >= MAX_COLUMNS}
        limitText={t(`${LD}.columns.limit`, { max: MAX_COLUMNS })}
        offered={() => true}
        onToggle={(prop) => dispatch({ type: 'toggleColumn', prop })}
      />
    </>
  );
}
