import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@mepm/contract/codes';

export interface PaginationBarProps {
  total: number;
  /** The server stopped counting at `total`: show "10000+" and let "next" go on while pages are full. */
  totalApproximate?: boolean;
  currentPage: number;
  pageSize: number;
  /** Rows on the current page: a full page under an approximate total means more may follow. */
  rowsOnPage: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  disabled?: boolean;
  /**
   * The list has no pages of its own (a generated page whose design turns paging off): only the
   * total shows, unless the rows overflow the one page the server sends.
   */
  unpaged?: boolean;
}

export function pageCount(
  total: number,
  pageSize: number,
  approximate: boolean,
  currentPage: number,
  rowsOnPage: number,
): number {
  const counted = Math.max(1, Math.ceil(total / pageSize));
  return approximate && rowsOnPage >= pageSize ? Math.max(counted, currentPage + 1) : counted;
}

/** The layout: total, sizes, prev, pager, next, jumper. */
export function PaginationBar(props: PaginationBarProps) {
  const { total, totalApproximate = false, currentPage, pageSize, disabled } = props;
  const { t } = useTranslation();
  const count = pageCount(total, pageSize, totalApproximate, currentPage, props.rowsOnPage);
  const [jump, setJump] = useState('');
  const totalText = t('widgets.table.total', { total: totalApproximate ? `${total}+` : total });

  const jumpTo = () => {
    const page = Number.parseInt(jump, 10);
    setJump('');
    if (!Number.isFinite(page)) return;
    const target = Math.min(Math.max(page, 1), count);
    if (target !== currentPage) props.onPageChange(target);
  };
  const onJumpKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') jumpTo();
  };

  if (props.unpaged && count === 1) {
    return (
      <Typography variant="body2" sx={{ py: 1 }}>
        {totalText}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, py: 1 }}>
      <Typography variant="body2">{totalText}</Typography>
      <TextField
        select
        size="small"
        disabled={disabled}
        value={pageSize}
        onChange={(event) => props.onPageSizeChange(Number(event.target.value))}
        slotProps={{ htmlInput: { 'aria-label': t('widgets.table.pageSizeLabel') } }}
        sx={{ minWidth: 120 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {t('widgets.table.pageSize', { size })}
          </MenuItem>
        ))}
      </TextField>
      <Pagination
        page={Math.min(currentPage, count)}
        count={count}
        disabled={disabled}
        shape="rounded"
        aria-label={t('widgets.table.pagination')}
        size="small"
        onChange={(_event, page) => props.onPageChange(page)}
        getItemAriaLabel={(type, page) => {
          if (type === 'previous') return t('widgets.table.previous');
          if (type === 'next') return t('widgets.table.next');
          return t('widgets.table.page', { page: page ?? '' });
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2">{t('widgets.table.goTo')}</Typography>
        <TextField
          size="small"
          disabled={disabled}
          value={jump}
          onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
          onKeyDown={onJumpKey}
          onBlur={jumpTo}
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'aria-label': t('widgets.table.jumpTo') },
          }}
          sx={{ width: 64 }}
        />
        <Typography variant="body2">{t('widgets.table.pageUnit')}</Typography>
      </Box>
    </Box>
  );
}
