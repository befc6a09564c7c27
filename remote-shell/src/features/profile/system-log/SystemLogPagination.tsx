import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@mepm/contract/codes';

interface Props {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const ARIA_KEYS = {
  first: 'profile.systemLog.firstPage',
  previous: 'profile.systemLog.previousPage',
  next: 'profile.systemLog.nextPage',
  last: 'profile.systemLog.lastPage',
} as const;

/** Server paging with the usual page sizes, every label translated. */
export function SystemLogPagination({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      showFirstButton
      showLastButton
      labelRowsPerPage={t('profile.systemLog.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('profile.systemLog.displayedRows', { from, to, count })
      }
      getItemAriaLabel={(type) => t(ARIA_KEYS[type])}
    />
  );
}
