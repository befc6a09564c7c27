import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useAppDispatch, useAppSelector } from '../hooks';
import { toastClosed } from '../notice-slice';
import type { Toast, ToastPlacement } from '../notice-slice';

function TimedToast({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastClosed(toast.id)), toast.durationMs);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.durationMs]);
  return (
    <Alert severity={toast.kind} variant="filled" sx={{ boxShadow: 3 }}>
      {toast.text}
    </Alert>
  );
}

const placements: Record<ToastPlacement, object> = {
  top: { top: 16, left: '50%', transform: 'translateX(-50%)', alignItems: 'center' },
  'bottom-right': { bottom: 16, right: 16, alignItems: 'flex-end' },
};

/** Toasts render in place (no portal), so they stay inside the host's container. */
export function Toasts() {
  const toasts = useAppSelector((state) => state.notice.toasts);
  return (
    <>
      {(Object.keys(placements) as ToastPlacement[]).map((placement) => {
        const here = toasts.filter((toast) => toast.placement === placement);
        if (here.length === 0) return null;
        return (
          <Stack
            key={placement}
            spacing={1}
            sx={{ position: 'fixed', zIndex: 'snackbar', ...placements[placement] }}
          >
            {here.map((toast) => (
              <TimedToast key={toast.id} toast={toast} />
            ))}
          </Stack>
        );
      })}
    </>
  );
}
