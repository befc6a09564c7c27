import { useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** The pad's drawing size; the PNG is this large whatever the screen (a few kB of strokes). */
const PAD_WIDTH = 600;
const PAD_HEIGHT = 200;

export interface SignaturePadProps {
  open: boolean;
  title: string;
  busy: boolean;
  /** The drawn signature as a PNG. */
  onConfirm: (png: Blob) => void;
  onClose: () => void;
}

/** A dialog with a canvas to sign on (mouse, pen or finger), clear and confirm. */
export function SignaturePad(props: SignaturePadProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="md">
      {props.open && <PadBody {...props} />}
    </Dialog>
  );
}

function PadBody(props: SignaturePadProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);
  const [missing, setMissing] = useState(false);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // The canvas is scaled to fit the dialog: screen points map back to its own pixels.
    const scaleX = box.width > 0 ? PAD_WIDTH / box.width : 1;
    const scaleY = box.height > 0 ? PAD_HEIGHT / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };
  const context = () => canvas.current?.getContext('2d') ?? null;

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const pen = context();
    if (!pen) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = pointOf(event);
    pen.lineWidth = 3;
    pen.lineCap = 'round';
    pen.lineJoin = 'round';
    pen.strokeStyle = '#000000';
    pen.beginPath();
    pen.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const pen = context();
    if (!drawing.current || !pen) return;
    const { x, y } = pointOf(event);
    pen.lineTo(x, y);
    pen.stroke();
    setInked(true);
    setMissing(false);
  };
  const end = () => {
    drawing.current = false;
  };
  const clear = () => {
    context()?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
    setInked(false);
  };
  const confirm = () => {
    if (!inked || !canvas.current) {
      setMissing(true);
      return;
    }
    canvas.current.toBlob((png) => {
      if (png) props.onConfirm(png);
    }, 'image/png');
  };

  return (
    <>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="canvas"
          ref={canvas}
          width={PAD_WIDTH}
          height={PAD_HEIGHT}
          aria-label={t('formFields.signature.pad')}
          role="img"
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerLeave={end}
          onPointerCancel={end}
          sx={{
            width: '100%',
            aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#ffffff',
            // The page must not scroll while a finger signs.
            touchAction: 'none',
            cursor: 'crosshair',
          }}
        />
        {missing && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('formFields.signature.empty')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={clear}>{t('formFields.signature.clear')}</Button>
        <Button onClick={props.onClose}>{t('formFields.signature.cancel')}</Button>
        <Button variant="contained" disabled={props.busy} onClick={confirm}>
          {t('formFields.signature.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
