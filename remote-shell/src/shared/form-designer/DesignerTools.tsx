import { useState } from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import CodeIcon from '@mui/icons-material/Code';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import type { DesignerAction, DesignerState } from './model/designer-state';
import { DesignJsonDialog, DesignPreview, DesignProblems, ProblemsBadge } from './tools';

type Open = 'preview' | 'json' | null;

/**
 * The toolbar's tools over the design as it stands: the preview with the real renderer, the
 * JSON view (an import replaces the design, undoably), and the count of the design check's
 * problems, which lists them and selects the field a click names.
 */
export function DesignerTools({
  state,
  dispatch,
}: {
  state: DesignerState;
  dispatch: (action: DesignerAction) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [problemsAt, setProblemsAt] = useState<HTMLElement | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button size="small" startIcon={<VisibilityIcon />} onClick={() => setOpen('preview')}>
        {t('formDesigner.preview.title')}
      </Button>
      <Button size="small" startIcon={<CodeIcon />} onClick={() => setOpen('json')}>
        JSON
      </Button>
      <span>
        <ProblemsBadge
          design={state.design}
          onClick={(event) => setProblemsAt(event.currentTarget)}
        />
      </span>
      <DesignPreview open={open === 'preview'} design={state.design} onClose={close} />
      <DesignJsonDialog
        open={open === 'json'}
        design={state.design}
        onClose={close}
        onImport={(design) => {
          dispatch({ type: 'replace', design });
          close();
        }}
      />
      <Popover
        open={problemsAt !== null}
        anchorEl={problemsAt}
        onClose={() => setProblemsAt(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 420, maxHeight: 480 } } }}
      >
        <DesignProblems
          design={state.design}
          onSelect={(id) => {
            setProblemsAt(null);
            dispatch({ type: 'select', id });
          }}
        />
      </Popover>
    </>
  );
}
