import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { MessageListItem, MessageType } from '@mepm/contract';
import { ADMIN_BUTTON, MESSAGE_TYPES } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { CrudListPage, pagedArgs, serverPage, useToggleEnabled } from '../../../shared/crud';
import { usePermission } from '../../../shared/permission';
import { usePagedQueryState } from '../../../shared/table';
import { useMessageListQuery, useSetMessageStateMutation } from './api';
import { FIELDS } from './notice-form';
import { useNoticeColumns } from './notice-columns';
import { NoticeFormDialog } from './NoticeFormDialog';
import { ReadInfoDialog } from './ReadInfoDialog';
import { ReleaseDialog } from './ReleaseDialog';
import { useNoticeList } from './use-notice-list';

/**
 * System → notices (/system/notice): messages newest change first, by title and type; write,
 * edit and release them, switch them on and off, and see who has read a released one.
 */
export function NoticeListPage() {
  const { t } = useTranslation();
  const { hasButton } = usePermission();
  const paging = usePagedQueryState<{ keyword: string; type: MessageType | null }>({
    filters: { keyword: '', type: null },
  });
  const { filters, setFilters } = paging;
  const query = useMessageListQuery(pagedArgs(paging));
  const page = serverPage(paging, query);
  const [setEnabled] = useSetMessageStateMutation();
  const toggle = useToggleEnabled<MessageListItem>(setEnabled);
  const list = useNoticeList();
  return (
    <CrudListPage
      title={t('system.notice.titles.list')}
      crud={list.crud}
      columns={useNoticeColumns(
        list.crud.actionsOf,
        hasButton(ADMIN_BUTTON.state) ? (toggle ?? null) : null,
      )}
      page={page}
      onSearch={(keyword) => setFilters({ ...filters, keyword })}
      filters={
        <Box sx={{ width: 140 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={t(`${FIELDS}.type`)}
            value={filters.type === null ? '' : String(filters.type)}
            onChange={(event) => {
              const type = event.target.value ? (Number(event.target.value) as MessageType) : null;
              setFilters({ ...filters, type });
            }}
          >
            <MenuItem value="">{t('system.notice.filters.all')}</MenuItem>
            {MESSAGE_TYPES.map((type) => (
              <MenuItem key={type} value={String(type)}>
                {t(`system.notice.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      }
      renderForm={(target, close) => <NoticeFormDialog target={target} onClose={close} />}
    >
      {list.releasing && <ReleaseDialog message={list.releasing} onClose={list.closeRelease} />}
      {list.reading && <ReadInfoDialog message={list.reading} onClose={list.closeReading} />}
    </CrudListPage>
  );
}
