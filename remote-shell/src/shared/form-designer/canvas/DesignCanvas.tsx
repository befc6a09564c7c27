import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { CanvasRenderScope } from './CanvasRenderScope';
import { useDesignerDnd } from './designer-dnd-context';
import { NestedListContext } from './nested-list';
import { NodeList } from './NodeList';
import { useDesignerKeys } from './use-designer-keys';

/**
 * The form being designed, drawn as the form will look: its nodes in order, each in a frame to
 * select, drag, copy or delete; a click on the empty canvas selects nothing. Used inside
 * `DesignerDnd`, which the palette shares.
 */
export function DesignCanvas() {
  const { t } = useTranslation();
  const { state, dispatch } = useDesignerDnd();
  const keysRoot = useDesignerKeys(state.selected, dispatch);
  return (
    <CanvasRenderScope design={state.design}>
      <NestedListContext.Provider value={NodeList}>
        <Box
          ref={keysRoot}
          role="region"
          aria-label={t('formDesigner.canvas.label')}
          onClick={() => {
            if (state.selected !== null) dispatch({ type: 'select', id: null });
          }}
          sx={{ p: 2, minHeight: '100%', boxSizing: 'border-box' }}
        >
          <NodeList
            parent={null}
            nodes={state.design.fields}
            emptyText={t('formDesigner.canvas.empty')}
          />
        </Box>
      </NestedListContext.Provider>
    </CanvasRenderScope>
  );
}
