import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { useTranslation } from 'react-i18next';
import { TransferList } from './TransferList';
import { useTransferState } from './useTransferState';
import type { TransferItem } from './types';

/** The transfer dialog is 800 px wide. */
export const TRANSFER_WIDTH = 800;

export interface TransferDialogProps {
  open: boolean;
  title?: string;
  /** Every item that may be chosen, in the order to show; called each time the dialog opens. */
  loadItems: () => Promise<TransferItem[]>;
  /** Ids already chosen; ids that `loadItems` does not return are dropped. */
  initialChosen?: readonly string[];
  /** The chosen ids, in the order of the loaded items. */
  onConfirm: (ids: string[]) => void;
  onClose: () => void;
}

/** Two lists, available and chosen, with search on each and moves between them. */
export function TransferDialog(props: TransferDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: TRANSFER_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id={titleId}>{props.title ?? t('widgets.transfer.title')}</DialogTitle>
      {/* Mounted per opening: fresh items and the caller's selection every time. */}
      {props.open && <LoadedTransfer {...props} />}
    </Dialog>
  );
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: TransferItem[] };

function LoadedTransfer(props: TransferDialogProps) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const { loadItems } = props;
  useEffect(() => {
    let current = true;
    loadItems().then(
      (items) => current && setLoad({ state: 'ready', items }),
      () => current && setLoad({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
    // Loaded once per opening: callers pass inline loaders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (load.state === 'loading')
    return (
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('widgets.table.loading')} />
      </DialogContent>
    );
  if (load.state === 'failed')
    return (
      <DialogContent>
        <Alert severity="error">{t('widgets.table.error')}</Alert>
      </DialogContent>
    );
  return <TransferBody {...props} items={load.items} />;
}

function TransferBody(props: TransferDialogProps & { items: TransferItem[] }) {
  const { t } = useTranslation();
  const transfer = useTransferState(props.items, props.initialChosen ?? []);
  const { sides, checked } = transfer;
  const list = (side: 'left' | 'right') => (
    <TransferList
      title={t(side === 'left' ? 'widgets.transfer.available' : 'widgets.transfer.chosen')}
      items={sides[side].shown}
      total={sides[side].all.length}
      checked={checked[side]}
      onToggle={(id) => transfer.toggle(side, id)}
      onToggleAll={(check) => transfer.toggleAll(side, check)}
      keyword={transfer.keywords[side]}
      onKeywordChange={(keyword) => transfer.setKeyword(side, keyword)}
    />
  );
  return (
    <>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {list('left')}
          <Stack spacing={1}>
            <IconButton
              aria-label={t('widgets.transfer.moveRight')}
              disabled={checked.left.size === 0}
              onClick={() => transfer.move('left', false)}
            >
              <ChevronRightIcon />
            </IconButton>
            <IconButton
              aria-label={t('widgets.transfer.moveAllRight')}
              disabled={sides.left.shown.length === 0}
              onClick={() => transfer.move('left', true)}
            >
              <KeyboardDoubleArrowRightIcon />
            </IconButton>
            <IconButton
              aria-label={t('widgets.transfer.moveLeft')}
              disabled={checked.right.size === 0}
              onClick={() => transfer.move('right', false)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label={t('widgets.transfer.moveAllLeft')}
              disabled={sides.right.shown.length === 0}
              onClick={() => transfer.move('right', true)}
            >
              <KeyboardDoubleArrowLeftIcon />
            </IconButton>
          </Stack>
          {list('right')}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('widgets.transfer.cancel')}</Button>
        <Button variant="contained" onClick={() => props.onConfirm(transfer.chosenIds())}>
          {t('widgets.transfer.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
