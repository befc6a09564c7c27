import { useRef } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { TruncatedText } from '../table/TruncatedText';
import type { TransferItem } from './types';

const ITEM_HEIGHT = 36;

interface Props {
  title: string;
  /** The items after the search filter, in their original order. */
  items: readonly TransferItem[];
  /** All items of this side, for the "checked/total" count. */
  total: number;
  checked: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (check: boolean) => void;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
}

/** One side of the transfer: search, "check all shown", and a virtualised list of options. */
export function TransferList(props: Props) {
  const { t } = useTranslation();
  const { items, checked } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ITEM_HEIGHT,
    overscan: 8,
  });
  const checkedShown = items.filter((item) => checked.has(item.id)).length;
  const allShown = items.length > 0 && checkedShown === items.length;

  return (
    <Box
      component="section"
      aria-label={props.title}
      sx={{ flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1, bgcolor: 'action.hover' }}>
        <FormControlLabel
          sx={{ flex: 1 }}
          label={props.title}
          control={
            <Checkbox
              size="small"
              checked={allShown}
              indeterminate={checkedShown > 0 && !allShown}
              disabled={items.length === 0}
              onChange={() => props.onToggleAll(!allShown)}
              slotProps={{
                input: { 'aria-label': t('widgets.transfer.checkAll', { list: props.title }) },
              }}
            />
          }
        />
        <Typography variant="body2" color="text.secondary">
          {t('widgets.transfer.count', { checked: checked.size, total: props.total })}
        </Typography>
      </Box>
      <Box sx={{ p: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={props.keyword}
          onChange={(event) => props.onKeywordChange(event.target.value)}
          slotProps={{
            htmlInput: {
              type: 'search',
              'aria-label': t('widgets.transfer.search', { list: props.title }),
            },
          }}
        />
      </Box>
      <Box
        ref={scrollRef}
        role="listbox"
        aria-label={props.title}
        aria-multiselectable
        sx={{ height: 320, overflowY: 'auto', position: 'relative' }}
      >
        <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index];
            if (!item) return null;
            const selected = checked.has(item.id);
            return (
              <Box
                key={item.id}
                role="option"
                aria-selected={selected}
                aria-setsize={items.length}
                aria-posinset={row.index + 1}
                tabIndex={0}
                onClick={() => props.onToggle(item.id)}
                onKeyDown={(event) => {
                  if (event.key === ' ' || event.key === 'Enter') {
                    event.preventDefault();
                    props.onToggle(item.id);
                  }
                }}
                sx={{
                  position: 'absolute',
                  top: row.start,
                  left: 0,
                  right: 0,
                  height: ITEM_HEIGHT,
                  display: 'flex',
                  alignItems: 'center',
                  px: 1,
                  cursor: 'pointer',
                  whiteSpace: 'nowrap',
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                }}
              >
                <Checkbox size="small" checked={selected} tabIndex={-1} aria-hidden disableRipple />
                <TruncatedText text={item.label} />
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
