import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DesignerAction, DesignerState } from './model/designer-state';
import { findNode, nodeIdOf } from './model/tree';
import { FieldProperties } from './properties/FieldProperties';
import { FormProperties } from './properties/FormProperties';

type Shown = 'field' | 'form';

/**
 * The right pane: the selected field's properties or the form's. Every edit is one `update` of
 * the whole node (edits of one node in a row are one undo step) or of `formConf`.
 */
export function DesignerSidePanel({
  state,
  dispatch,
}: {
  state: DesignerState;
  dispatch: (action: DesignerAction) => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>('field');
  const found = state.selected === null ? undefined : findNode(state.design.fields, state.selected);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Tabs
        value={shown}
        onChange={(_event, next: Shown) => setShown(next)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        <Tab value="field" label={t('formDesignerProps.fieldTitle')} />
        <Tab value="form" label={t('formDesignerProps.formTitle')} />
      </Tabs>
      {shown === 'form' ? (
        <FormProperties
          formConf={state.design.formConf}
          onChange={(formConf) => dispatch({ type: 'formConf', formConf })}
        />
      ) : found ? (
        <FieldProperties
          key={nodeIdOf(found.node)}
          field={found.node}
          fields={state.design.fields}
          onChange={(node) => dispatch({ type: 'update', id: nodeIdOf(found.node), node })}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {t('formDesigner.panel.nothing')}
        </Typography>
      )}
    </Box>
  );
}
