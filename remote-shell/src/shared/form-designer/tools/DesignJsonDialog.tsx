import { useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { FormDesign } from '@mepm/contract';
import { useAppDispatch } from '../../../kernel/hooks';
import { ERROR_TOAST_MS, NOTICE_TOAST_MS, toastShown } from '../../../kernel/notice-slice';
import { downloadJson, JsonFileButton, readText } from '../../json-file';
import { designKey } from './design-key';
import { MAX_DESIGN_TEXT_CHARS, parseJsonText, readDesignJson } from './design-json';
import { JsonRefusal, type JsonRefusalReason } from './JsonRefusal';
import { ToolDialog } from './ToolDialog';

interface Props {
  open: boolean;
  design: FormDesign;
  onClose(): void;
  /** Receives a design the form engine's check passed; nothing else reaches it. */
  onImport(design: FormDesign): void;
}

/** The design as editable JSON: copy, export, import a file, apply what was typed. */
export function DesignJsonDialog({ open, design, onClose, onImport }: Props) {
  const { t } = useTranslation();
  return (
    <ToolDialog
      open={open}
      onClose={onClose}
      title={t('formDesigner.json.title')}
      closeLabel={t('formDesigner.json.close')}
      maxWidth="md"
    >
      {/* Keyed by the design: an applied design comes back formatted. */}
      <JsonBody key={designKey(design)} design={design} onImport={onImport} />
    </ToolDialog>
  );
}

const Editor = styled('textarea')(({ theme }) => ({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 360,
  resize: 'vertical',
  padding: theme.spacing(1),
  fontFamily: 'monospace',
  fontSize: 13,
  lineHeight: 1.5,
  color: theme.palette.text.primary,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

/** A design file's bytes: at most three per character of the text (UTF-8). */
const MAX_FILE_BYTES = 3 * MAX_DESIGN_TEXT_CHARS;

function JsonBody({ design, onImport }: Pick<Props, 'design' | 'onImport'>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const editor = useRef<HTMLTextAreaElement>(null);
  const [refusal, setRefusal] = useState<JsonRefusalReason | null>(null);
  // Uncontrolled: a keystroke in a large design re-renders nothing; the text is read on demand.
  const initial = useMemo(() => JSON.stringify(design, null, 2), [design]);
  const typed = () => editor.current?.value ?? '';

  const apply = (text: string) => {
    const read = readDesignJson(text);
    setRefusal(read.ok ? null : read);
    if (read.ok) onImport(read.design);
  };

  const importFile = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) return setRefusal({ ok: false, problem: 'tooLarge' });
    let text: string;
    try {
      text = await readText(file);
    } catch {
      return setRefusal({ ok: false, problem: 'unreadable' });
    }
    // Shown for mending when the check refuses it; too long a text would only stall the editor.
    if (editor.current && text.length <= MAX_DESIGN_TEXT_CHARS) editor.current.value = text;
    apply(text);
  };

  const exportText = () => {
    const parsed = parseJsonText(typed());
    setRefusal(parsed.ok ? null : parsed);
    if (parsed.ok) downloadJson('form-design.json', parsed.value);
  };

  const copy = async () => {
    const toast = (kind: 'success' | 'error', text: string, durationMs: number) =>
      dispatch(toastShown({ kind, text, durationMs }));
    try {
      // Absent outside secure contexts, hence the check.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(typed());
      toast('success', t('formDesigner.json.copied'), NOTICE_TOAST_MS);
    } catch {
      toast('error', t('formDesigner.json.copyRefused'), ERROR_TOAST_MS);
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Editor
          ref={editor}
          defaultValue={initial}
          spellCheck={false}
          aria-label={t('formDesigner.json.editor')}
          rows={24}
        />
        {refusal && (
          <Box sx={{ mt: 1.5 }}>
            <JsonRefusal reason={refusal} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{t('formDesigner.json.copy')}</Button>
        <Button onClick={exportText}>{t('formDesigner.json.export')}</Button>
        <JsonFileButton
          label={t('formDesigner.json.import')}
          testId="design-json-import-file"
          onFile={importFile}
        />
        <Button variant="contained" onClick={() => apply(typed())}>
          {t('formDesigner.json.apply')}
        </Button>
      </DialogActions>
    </>
  );
}
