import type { MessageListItem, MessageType } from '@mepm/contract';
import { ADMIN_BUTTON, MESSAGE_TYPES } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import {
  ChoiceFilter,
  CrudListPage,
  pagedArgs,
  serverPage,
  useToggleEnabled,
} from '../../../shared/crud';
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
        <ChoiceFilter
          label={t(`${FIELDS}.type`)}
          allLabel={t('system.notice.filters.all')}
          value={filters.type}
          choices={MESSAGE_TYPES.map((type) => ({
            value: type,
            label: t(`system.notice.types.${type}`),
          }))}
          onChange={(type) => setFilters({ ...filters, type })}
        />
      }
      renderForm={(target, close) => <NoticeFormDialog target={target} onClose={close} />}
    >
      {list.releasing && <ReleaseDialog message={list.releasing} onClose={list.closeRelease} />}
      {list.reading && <ReadInfoDialog message={list.reading} onClose={list.closeReading} />}
    </CrudListPage>
  );
}
