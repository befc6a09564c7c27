import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageListItem, ReadInfoItem } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { definedParams, KeywordSearch, useDateText } from '../../../shared/crud';
import { PagedTable } from '../../../shared/table';
import type { TableColumn } from '../../../shared/table';
import { useMessageReadInfoQuery } from './api';

const READ = 'system.notice.readInfo';
const rowId = (item: ReadInfoItem) => item.userId;

type ReadFilter = '' | '0' | '1';

/** Who received a released message and who has read it, readers first; with the counts. */
export function ReadInfoDialog({
  message,
  onClose,
}: {
  message: MessageListItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const [currentPage, setCurrentPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [keyword, setKeyword] = useState('');
  const [isRead, setIsRead] = useState<ReadFilter>('');
  const { data, isFetching, isError } = useMessageReadInfoQuery({
    id: message.id,
    currentPage,
    pageSize,
    ...definedParams({ keyword, isRead: isRead === '' ? undefined : isRead }),
  });
  const columns = useMemo<TableColumn<ReadInfoItem>[]>(
    () => [
      { key: 'realName', label: t(`${READ}.realName`), width: 140 },
      { key: 'account', label: t(`${READ}.account`), width: 140 },
      {
        key: 'isRead',
        label: t(`${READ}.isRead`),
        width: 90,
        render: (item) => t(item.isRead === '1' ? `${READ}.read` : `${READ}.unread`),
      },
      {
        key: 'readTime',
        label: t(`${READ}.readTime`),
        render: (item) => (item.readTime === null ? '' : dateText(item.readTime)),
      },
    ],
    [t, dateText],
  );
  const title = t('system.notice.titles.readInfo', { title: message.title });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {data && (
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="read-counts">
            {t(`${READ}.counts`, { receiverCount: data.receiverCount, readCount: data.readCount })}
          </Typography>
        )}
        <PagedTable
          label={title}
          columns={columns}
          rows={data?.list ?? []}
          getRowId={rowId}
          total={data?.pagination.total ?? 0}
          currentPage={currentPage}
          pageSize={pageSize}
          onPageChange={setCurrentPage}
          onPageSizeChange={setPageSize}
          loading={isFetching}
          error={isError}
          toolbar={
            <Stack direction="row" spacing={2} sx={{ flex: 1, alignItems: 'center' }}>
              <TextField
                select
                size="small"
                sx={{ width: 120 }}
                label={t(`${READ}.isRead`)}
                value={isRead}
                onChange={(event) => {
                  setIsRead(event.target.value as ReadFilter);
                  setCurrentPage(1);
                }}
              >
                <MenuItem value="">{t(`${READ}.all`)}</MenuItem>
                <MenuItem value="1">{t(`${READ}.read`)}</MenuItem>
                <MenuItem value="0">{t(`${READ}.unread`)}</MenuItem>
              </TextField>
              <KeywordSearch
                onSearch={(next) => {
                  setKeyword(next);
                  setCurrentPage(1);
                }}
              />
            </Stack>
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('system.notice.buttons.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
