import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ButtonsAndPermissions } from './ButtonsAndPermissions';
import { ColumnList } from './ColumnList';
import { FieldChecks } from './FieldChecks';
import type { ListDesignerProps } from './list-designer-state';
import { ListPreview } from './ListPreview';
import { ListTypeSettings } from './ListTypeSettings';
import { SearchList } from './SearchList';
import { SortAndPaging } from './SortAndPaging';
import { LD } from './texts';

const FIELDS_PX = 240;
const SETTINGS_PX = 320;

function Pane({ title, width, children }: { title: string; width?: number; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        ...(width ? { width, flexShrink: 0 } : { flex: 1, minWidth: 0 }),
        overflowY: 'auto',
        p: 1.5,
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The list designer: the form's fields to choose from (left), the chosen columns and searches
 * (middle), the list's settings (right), and over them what a field leaving the form took away.
 * The holder keeps the state (`useReducer(listDesignerReducer)`), so it outlives a tab switch.
 */
export function ListDesigner({ state, dispatch }: ListDesignerProps) {
  const { t } = useTranslation();
  const panes = { state, dispatch };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {state.dropped.length > 0 && (
        <Alert
          severity="warning"
          action={
            <Button size="small" onClick={() => dispatch({ type: 'dismissDropped' })}>
              {t(`${LD}.dismiss`)}
            </Button>
          }
        >
          {t(`${LD}.dropped`, { names: state.dropped.join(', ') })}
        </Alert>
      )}
      <ListPreview design={state.design} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0, borderTop: 1, borderColor: 'divider' }}>
        <Pane title={t(`${LD}.fields.title`)} width={FIELDS_PX}>
          <FieldChecks {...panes} />
        </Pane>
        <Pane title={t(`${LD}.columns.title`)}>
          <ColumnList {...panes} />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
            {t(`${LD}.searches.title`)}
          </Typography>
          <SearchList {...panes} />
        </Pane>
        <Pane title={t(`${LD}.settings.title`)} width={SETTINGS_PX}>
          <Stack spacing={2}>
            <ListTypeSettings {...panes} />
            <SortAndPaging {...panes} />
            <ButtonsAndPermissions {...panes} />
          </Stack>
        </Pane>
      </Box>
    </Box>
  );
}
