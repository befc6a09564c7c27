import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  DATA_BACKUP,
  DATA_BACKUP_BUTTON,
  DATA_BACKUP_PAGE,
  fillPath,
  SYSTEM_TASK,
  type BackupDownload,
  type BackupList,
  type BackupRecord,
  type CreatedId,
  type TaskRunPage,
} from '@mepm/contract';
import { ADMIN_PASSWORD, tokenFor, type Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { callerWithRole } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { assertValidDump } from './data-backup-support';

const onPostgres = process.env.DATABASE_URL !== undefined;
const format = onPostgres ? 'sql.gz' : 'tar.gz';

describe('data backup', () => {
  let h: Harness;
  let token = '';
  let dataDir = '';
  const backupsDir = () => path.join(dataDir, 'backups');
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mepm-backup-test-'));
    ({ h, token } = await startAppAsAdmin({ dataDir }));
  });
  after(async () => {
    await h.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const create = async (): Promise<BackupRecord> => {
    const response = await call(h.app, 'POST', DATA_BACKUP.create, { token, language: 'en' });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<BackupRecord>(response).data;
  };
  const list = async (): Promise<BackupList> =>
    envelope<BackupList>(await call(h.app, 'GET', DATA_BACKUP.list, { token })).data;
  const download = async (id: string): Promise<Buffer> => {
    const named = await call(h.app, 'POST', fillPath(DATA_BACKUP.downloadName, { id }), { token });
    assert.equal(named.statusCode, 200, named.body);
    const { url } = envelope<BackupDownload>(named).data;
    // A link: no session token travels with it.
    const response = await h.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, response.body.slice(0, 200));
    assert.equal(response.headers['content-disposition'], `attachment; filename="${id}"`);
    return response.rawPayload;
  };

  it('makes a backup, lists it, downloads a valid dump by a signed link and deletes it', async () => {
    const made = await create();
    assert.equal(made.format, format);
    assert.match(
      made.id,
      new RegExp(`^backup-\\d{8}-\\d{6}-[0-9a-z]{6}\\.${format.replace('.', '\\.')}$`),
    );
    assert.ok(made.size > 0);
    const listed = await list();
    assert.deepEqual(listed.list, [made]);
    assert.equal(listed.database, onPostgres ? 'postgres' : 'embedded');
    assert.equal(listed.pendingRestore, false);

    const bytes = await download(made.id);
    assert.equal(bytes.length, made.size);
    assertValidDump(bytes, format);

    const removed = await call(h.app, 'DELETE', fillPath(DATA_BACKUP.item, { id: made.id }), {
      token,
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual((await list()).list, []);
    assert.deepEqual(await readdir(backupsDir()), []);
    const again = await call(h.app, 'DELETE', fillPath(DATA_BACKUP.item, { id: made.id }), {
      token,
      language: 'en',
    });
    assert.equal(again.statusCode, 404);
    assert.equal(envelope(again).msg, 'The backup does not exist');
  });

  it('refuses a second backup while one runs, in the caller’s language', async () => {
    const [first, second] = await Promise.all([
      call(h.app, 'POST', DATA_BACKUP.create, { token, language: 'en' }),
      call(h.app, 'POST', DATA_BACKUP.create, { token, language: 'zh' }),
    ]);
    const outcomes = [first, second].map((response) => response.statusCode).sort();
    assert.deepEqual(outcomes, [200, 400]);
    const refused = first.statusCode === 400 ? first : second;
    assert.equal(
      envelope(refused).msg,
      first === refused ? 'A backup is running; please try again shortly' : '正在备份，请稍后再试',
    );
    assert.equal((await list()).list.length, 1);
    // Once it is done, the next one runs.
    await create();
    assert.equal((await list()).list.length, 2);
  });

  it('never reaches outside the backup folder, and refuses forged or altered links', async () => {
    const outside = path.join(dataDir, 'keep-me.tar.gz');
    await writeFile(outside, 'not a backup');
    for (const id of [
      '..',
      '..%2Fkeep-me.tar.gz',
      'backup-20260101-000000-abcdef.tar.gz%2F..',
      'keep-me.tar.gz',
    ]) {
      const response = await call(h.app, 'DELETE', `${DATA_BACKUP.list}/${id}`, { token });
      assert.ok([400, 404].includes(response.statusCode), `${id}: ${response.statusCode}`);
      const named = await call(h.app, 'POST', `${DATA_BACKUP.list}/${id}/Actions/Download`, {
        token,
      });
      assert.ok([400, 404].includes(named.statusCode), `${id}: ${named.statusCode}`);
    }
    assert.deepEqual(
      await readdir(dataDir).then((names) => names.includes('keep-me.tar.gz')),
      true,
    );

    const [first] = (await list()).list;
    assert.ok(first);
    const { url } = envelope<BackupDownload>(
      await call(h.app, 'POST', fillPath(DATA_BACKUP.downloadName, { id: first.id }), { token }),
    ).data;
    const signed = decodeURIComponent(url.split('/').pop() ?? '');
    const [, expires, signature] = signed.split('~');
    const forgeries = [
      `..~${expires}~${signature}`,
      `backup-20000101-000000-aaaaaa.tar.gz~${expires}~${signature}`,
      `${first.id}~zzzzzz~${signature}`,
      first.id,
    ];
    for (const name of forgeries) {
      const response = await h.app.inject({
        method: 'GET',
        url: fillPath(DATA_BACKUP.download, { name }),
      });
      assert.equal(response.statusCode, 403, name);
    }
    // A link expires.
    h.clock.advance(24 * 3600_000);
    assert.equal((await h.app.inject({ method: 'GET', url })).statusCode, 403);
    // So has the session, by now.
    token = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
  });

  it('rotates: the scheduled job makes a backup and keeps the newest N', async () => {
    const before = (await list()).list;
    assert.ok(before.length >= 2);
    const task = await call(h.app, 'POST', SYSTEM_TASK.list, {
      token,
      payload: {
        enCode: `rotate${Date.now().toString(36)}`,
        fullName: '轮换备份',
        cron: '0 3 * * *',
        jobName: 'rotateDataBackup',
        params: { keep: 2 },
      },
    });
    assert.equal(task.statusCode, 200, task.body);
    const { id } = envelope<CreatedId>(task).data;
    const started = await call(h.app, 'POST', fillPath(SYSTEM_TASK.run, { id }), { token });
    assert.equal(started.statusCode, 200, started.body);
    let runs: TaskRunPage | undefined;
    for (let attempt = 0; attempt < 600; attempt++) {
      runs = envelope<TaskRunPage>(
        await call(h.app, 'GET', fillPath(SYSTEM_TASK.runs, { id }), { token, language: 'en' }),
      ).data;
      if (runs.list.length === 1 && runs.list[0]?.endTime) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const run = runs?.list[0];
    assert.equal(run?.outcome, 'success', run?.message ?? '');
    const after = (await list()).list;
    assert.equal(after.length, 2);
    assert.match(
      run?.message ?? '',
      new RegExp(
        `^Made ${after[0]?.id.replace(/\./g, '\\.')}, deleted ${before.length - 1} older backups$`,
      ),
    );
    // The newest before the run survives beside the one the run made.
    assert.equal(after[1]?.id, before[0]?.id);
  });

  it('lets only administrators stage a restore', async () => {
    const [newest] = (await list()).list;
    assert.ok(newest);
    const url = fillPath(DATA_BACKUP.restore, { id: newest.id });
    const granted = await callerWithRole(h, {
      menus: [DATA_BACKUP_PAGE],
      buttons: Object.values(DATA_BACKUP_BUTTON).map((b): [string, string] => [
        DATA_BACKUP_PAGE,
        b,
      ]),
    });
    const refused = await call(h.app, 'POST', url, { token: granted.token });
    assert.equal(refused.statusCode, 403);
    const cancelRefused = await call(h.app, 'POST', DATA_BACKUP.cancelRestore, {
      token: granted.token,
    });
    assert.equal(cancelRefused.statusCode, 403);

    const staged = await call(h.app, 'POST', url, { token, language: 'en' });
    if (onPostgres) {
      assert.equal(staged.statusCode, 400);
      assert.equal(envelope(staged).msg, 'Restore a PostgreSQL backup with psql');
      return;
    }
    assert.equal(staged.statusCode, 200, staged.body);
    assert.equal(
      envelope(staged).msg,
      'The restore is staged; it takes effect when the server restarts',
    );
    assert.equal((await list()).pendingRestore, true);
    const cancelled = await call(h.app, 'POST', DATA_BACKUP.cancelRestore, { token });
    assert.equal(cancelled.statusCode, 200);
    assert.equal((await list()).pendingRestore, false);
  });

  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'list',
        permission: { menu: DATA_BACKUP_PAGE },
        request: () => ({ method: 'GET', url: DATA_BACKUP.list }),
      },
      {
        name: 'create',
        permission: { menu: DATA_BACKUP_PAGE, button: DATA_BACKUP_BUTTON.create },
        request: () => ({ method: 'POST', url: DATA_BACKUP.create }),
      },
      {
        name: 'download link',
        permission: { menu: DATA_BACKUP_PAGE, button: DATA_BACKUP_BUTTON.download },
        request: async () => {
          const [newest] = (await list()).list;
          return {
            method: 'POST',
            url: fillPath(DATA_BACKUP.downloadName, { id: newest?.id ?? '' }),
          };
        },
      },
      {
        name: 'delete',
        permission: { menu: DATA_BACKUP_PAGE, button: DATA_BACKUP_BUTTON.remove },
        request: async (who) => {
          // The denied caller is refused before anything is looked up; the others delete one each.
          const id = who === 'denied' ? ((await list()).list[0]?.id ?? '') : (await create()).id;
          return { method: 'DELETE', url: fillPath(DATA_BACKUP.item, { id }) };
        },
      },
    ],
  );
});
