import { screen, waitFor, within } from '@testing-library/react';
import type { BackupList } from '@mepm/contract';
import { DATA_BACKUP_BUTTON } from '@mepm/contract/paths';
import { renderListPage, requestsTo, routesSent, serveRoutes } from '../../../test/admin-page-kit';

const LIST = 'GET /api/system/DataBackup';
const NEWEST = 'backup-20261125-120000-abcdef.tar.gz';
const OLDER = 'backup-20261124-120000-ghijkl.tar.gz';
const ALL_BUTTONS = Object.values(DATA_BACKUP_BUTTON);

const listOf = (overrides: Partial<BackupList> = {}): BackupList => ({
  list: [
    { id: NEWEST, size: 5 * 1048576, createdTime: Date.UTC(2026, 10, 25, 12), format: 'tar.gz' },
    { id: OLDER, size: 2048, createdTime: Date.UTC(2026, 10, 24, 12), format: 'tar.gz' },
  ],
  database: 'embedded',
  pendingRestore: false,
  ...overrides,
});

function serve(list = listOf()) {
  return serveRoutes({
    [LIST]: list,
    'POST /api/system/DataBackup/Actions/Create': list.list[0],
    [`DELETE /api/system/DataBackup/${OLDER}`]: null,
    [`POST /api/system/DataBackup/${NEWEST}/Actions/Restore`]: null,
    [`POST /api/system/DataBackup/${NEWEST}/Actions/Download`]: {
      name: `${NEWEST}~x~y`,
      url: `/api/system/DataBackup/Download/${NEWEST}~x~y`,
    },
  });
}

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row holds ${text}`);
  return row;
};

describe('DataBackupPage', () => {
  it('lists the backups with their size, and makes one now', async () => {
    const seen = serve();
    const { user } = await renderListPage('/systemData/dataBackup', NEWEST, {
      buttons: ALL_BUTTONS,
    });
    expect(rowOf(NEWEST)).toHaveTextContent('5.00 MB');
    expect(rowOf(OLDER)).toHaveTextContent('2.00 KB');
    await user.click(screen.getByRole('button', { name: '立即备份' }));
    await waitFor(() =>
      expect(routesSent(seen, 'POST')).toEqual(['POST /api/system/DataBackup/Actions/Create']),
    );
    await waitFor(() => expect(requestsTo(seen, LIST).length).toBe(2));
  });

  it('deletes and restores only after a confirmation', async () => {
    const seen = serve();
    const { user } = await renderListPage('/systemData/dataBackup', NEWEST, {
      buttons: ALL_BUTTONS,
    });
    await user.click(within(rowOf(OLDER)).getByRole('button', { name: `删除 ${OLDER}` }));
    const question = await screen.findByRole('dialog', { name: '提示' });
    expect(question).toHaveTextContent(OLDER);
    expect(routesSent(seen, 'DELETE')).toEqual([]);
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(routesSent(seen, 'DELETE')).toEqual([`DELETE /api/system/DataBackup/${OLDER}`]),
    );

    await user.click(within(rowOf(NEWEST)).getByRole('button', { name: `恢复 ${NEWEST}` }));
    const restore = await screen.findByRole('dialog', { name: '提示' });
    expect(restore).toHaveTextContent('重启');
    await user.click(within(restore).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(routesSent(seen, 'POST')).toEqual([
        `POST /api/system/DataBackup/${NEWEST}/Actions/Restore`,
      ]),
    );
  });

  it('offers restore to administrators of the embedded database only', async () => {
    serve();
    await renderListPage('/systemData/dataBackup', NEWEST, {
      buttons: ALL_BUTTONS,
      user: { isAdministrator: false },
    });
    expect(screen.queryByRole('button', { name: /^恢复/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^下载/ })).toHaveLength(2);
  });

  it('says how a PostgreSQL backup is restored, and offers no restore there', async () => {
    const [newest] = listOf().list;
    if (!newest) throw new Error('the fixture has backups');
    serve(listOf({ database: 'postgres', list: [{ ...newest, format: 'sql.gz' }] }));
    await renderListPage('/systemData/dataBackup', NEWEST, { buttons: ALL_BUTTONS });
    expect(screen.getByText(/pg_dump/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^恢复/ })).toBeNull();
  });

  it('shows a staged restore, and hides the buttons the caller lacks', async () => {
    serve(listOf({ pendingRestore: true }));
    await renderListPage('/systemData/dataBackup', NEWEST, { buttons: [] });
    expect(screen.getByText('已准备恢复一个备份，重启服务后生效。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即备份' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(下载|恢复|删除) / })).toBeNull();
  });
});
