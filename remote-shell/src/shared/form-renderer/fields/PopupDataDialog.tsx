import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { usePickerRows, type PickerSource } from './picker-rows';
import { cellText } from './popup-rows';
import type { PopupRow } from './popup-rows';
import { DialogDrawer } from '../popup/DialogDrawer';

/** SPEC §9: the data picker is 700 px wide. */
export const DATA_PICKER_WIDTH = 700;

export interface PopupDataDialogProps {
  open: boolean;
  title: string;
  width: number;
  kind: 'dialog' | 'drawer';
  /** Where the rows come from. */
  source: PickerSource;
  columns: readonly { value: string; label: string }[];
  /** The row attribute stored as the value. */
  valueKey: string;
  /** The row attribute that names a row. */
  nameKey: string;
  multiple: boolean;
  /** 0: one page of everything the source answers. */
  pageSize: number;
  /** The rows chosen so far (the field's value). */
  chosen: readonly PopupRow[];
  onConfirm: (rows: PopupRow[]) => void;
  onClose: () => void;
}

/**
 * The data picker: the rows of its source (a data interface's options, which every signed-in user
 * may read, or a released design's records the user could list) in a table, a keyword search and,
 * when the design pages, pages (see usePickerRows for how each source searches and pages).
 */
export function PopupDataDialog(props: PopupDataDialogProps) {
  const titleId = useId();
  const body = props.open ? <PickerBody {...props} titleId={titleId} /> : null;
  if (props.kind === 'drawer') {
    return (
      <DialogDrawer open={props.open} onClose={props.onClose} titleId={titleId} width={props.width}>
        {body}
      </DialogDrawer>
    );
  }
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: props.width, maxWidth: '100%' } } }}
    >
      {body}
    </Dialog>
  );
}

function PickerBody(props: PopupDataDialogProps & { titleId: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<PopupRow[]>(() => [...props.chosen]);
  const paged = props.pageSize > 0;
  const {
    rows: answered,
    total,
    serverPaged,
    isFetching,
  } = usePickerRows(props.source, {
    keyword,
    columns: props.columns.map((column) => column.value),
    nameKey: props.nameKey,
    ...(paged ? { page: { currentPage: page, pageSize: props.pageSize } } : {}),
  });
  // A source that did not page answered everything: paged here.
  const rows =
    paged && !serverPaged
      ? answered.slice((page - 1) * props.pageSize, page * props.pageSize)
      : answered;

  const keyOf = (row: PopupRow) => cellText(row[props.valueKey]);
  const isChosen = (row: PopupRow) => chosen.some((other) => keyOf(other) === keyOf(row));
  const toggle = (row: PopupRow) => {
    if (!props.multiple) setChosen([row]);
    else if (isChosen(row)) setChosen(chosen.filter((other) => keyOf(other) !== keyOf(row)));
    else setChosen([...chosen, row]);
  };
  const search = (next: string) => {
    setKeyword(next.trim());
    setPage(1);
  };

  return (
    <>
      <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <TextField
            size="small"
            value={typed}
            placeholder={t('formFields.popup.search')}
            slotProps={{ htmlInput: { 'aria-label': t('formFields.popup.search') } }}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search(typed);
            }}
          />
          <Button variant="contained" onClick={() => search(typed)}>
            {t('formFields.popup.searchButton')}
          </Button>
          <Button
            onClick={() => {
              setTyped('');
              search('');
            }}
          >
            {t('formFields.popup.reset')}
          </Button>
        </Stack>
        {isFetching && <LinearProgress />}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {props.columns.map((column) => (
                <TableCell key={column.value}>{column.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={keyOf(row)}
                hover
                selected={isChosen(row)}
                onClick={() => toggle(row)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell padding="checkbox">
                  <ChoiceMark
                    multiple={props.multiple}
                    checked={isChosen(row)}
                    onToggle={() => toggle(row)}
                    label={t('formFields.popup.chooseRow', { name: cellText(row[props.nameKey]) })}
                  />
                </TableCell>
                {props.columns.map((column) => (
                  <TableCell key={column.value}>{cellText(row[column.value])}</TableCell>
                ))}
              </TableRow>
            ))}
            {!isFetching && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={props.columns.length + 1} align="center">
                  {t('formFields.popup.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {paged && (
          <TablePagination
            component="div"
            count={total}
            page={page - 1}
            rowsPerPage={props.pageSize}
            rowsPerPageOptions={[props.pageSize]}
            onPageChange={(_event, next) => setPage(next + 1)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('formFields.popup.cancel')}</Button>
        <Button variant="contained" onClick={() => props.onConfirm(chosen)}>
          {t('formFields.popup.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}

interface ChoiceMarkProps {
  multiple: boolean;
  checked: boolean;
  label: string;
  onToggle: () => void;
}

/** The row's check box (several rows) or radio button (one row), named by the row. */
function ChoiceMark(props: ChoiceMarkProps): ReactNode {
  const common = {
    size: 'small' as const,
    checked: props.checked,
    onChange: props.onToggle,
    // The row's own click would toggle it a second time.
    onClick: (event: { stopPropagation: () => void }) => event.stopPropagation(),
    slotProps: { input: { 'aria-label': props.label } },
  };
  return props.multiple ? <Checkbox {...common} /> : <Radio {...common} />;
}
