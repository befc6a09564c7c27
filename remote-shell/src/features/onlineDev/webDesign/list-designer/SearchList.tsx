import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SearchMatch } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ListRowActions } from '../../../../shared/form-designer';
import { ChoiceSelect } from './ChoiceSelect';
import { LABEL_MAX_LENGTH } from './limits';
import type { ListDesignerProps } from './list-designer-state';
import { LD } from './texts';

/** The chosen search fields: each one's label and the matches its field offers. */
export function SearchList({ state, dispatch }: ListDesignerProps) {
  const { t } = useTranslation();
  const searches = state.design.searchList;
  if (searches.length === 0)
    return <Typography color="text.secondary">{t(`${LD}.searches.empty`)}</Typography>;
  const rows = searches.map((search) => {
    const field = state.fields.find((each) => each.prop === search.prop);
    const name = field?.label || search.prop;
    const edit = (changes: { label?: string; match?: SearchMatch }) =>
      dispatch({ type: 'editSearch', prop: search.prop, changes });
    return (
      <Paper
        key={search.prop}
        role="group"
        aria-label={name}
        variant="outlined"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, mb: 1 }}
      >
        <TextField
          size="small"
          label={t(`${LD}.searches.label`)}
          value={search.label}
          slotProps={{ htmlInput: { maxLength: LABEL_MAX_LENGTH } }}
          sx={{ width: 160 }}
          onChange={(event) => edit({ label: event.target.value })}
        />
        <ChoiceSelect
          label={t(`${LD}.searches.match`)}
          value={search.match}
          width={120}
          choices={(field?.matches ?? [search.match]).map((match) => ({
            value: match,
            label: t(`${LD}.matches.${match}`),
          }))}
          onChange={(match) => edit({ match })}
        />
        <ListRowActions
          name={name}
          onRemove={() => dispatch({ type: 'toggleSearch', prop: search.prop })}
        />
      </Paper>
    );
  });
  return (
    <Box role="group" aria-label={t(`${LD}.searches.title`)}>
      {rows}
    </Box>
  );
}
