import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DesignerState } from './model/designer-state';
import { findNode } from './model/tree';

/** The right pane until a properties panel takes it: the selected node's type and label. */
export function SelectedSummary({ state }: { state: DesignerState }) {
  const { t } = useTranslation();
  const found = state.selected === null ? undefined : findNode(state.design.fields, state.selected);
  if (!found) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {t('formDesigner.panel.nothing')}
      </Typography>
    );
  }
  const config = found.node.__config__;
  return (
    <Box component="dl" sx={{ p: 2, m: 0, '& dt': { color: 'text.secondary', fontSize: 13 } }}>
      <dt>{t('formDesigner.panel.type')}</dt>
      <dd>{t(`formDesigner.types.${config.wyzxKey}`)}</dd>
      <dt>{t('formDesigner.panel.label')}</dt>
      <dd>{config.label}</dd>
    </Box>
  );
}
