import { screen, waitFor, within } from '@testing-library/react';
import type { TaskJob, TaskRecord, TaskRun } from '@mepm/contract';
import { ADMIN_BUTTON, TASK_BUTTON } from '@mepm/contract/paths';
import { envelope } from '../../../test/fetch-stub';
import {
  bodySentTo,
  pageOf,
  renderListPage,
  requestsTo,
  routesSent,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import type { AdminPageGrants } from '../../../test/admin-page-kit';

const LIST = 'GET /api/system/ScheduleTask';
const ALL = [...Object.values(ADMIN_BUTTON), ...Object.values(TASK_BUTTON)];

function task(id: string, overrides: Partial<TaskRecord> = {}): TaskRecord {
  return {
    id,
    enCode: `task.${id}`,
    fullName: `任务${id}`,
    description: '',
    sortCode: 0,
    enabled: true,
    createdTime: 0,
    cron: '0 3 * * *',
    jobName: 'purgeLoginLogs',
    jobTitle: '清理登录日志',
    params: { days: 90 },
    nextRunTime: Date.UTC(2026, 0, 2, 3),
    lastRunTime: null,
    lastOutcome: null,
    ...overrides,
  };
}

const JOBS: TaskJob[] = [
  {
    name: 'purgeLoginLogs',
    title: '清理登录日志',
    params: [{ key: 'days', label: '保留天数', min: 1, max: 3650, default: 90 }],
  },
  { name: 'cleanExpiredSessions', title: '清理过期会话', params: [] },
];

const run: TaskRun = {
  id: 'run1',
  dueTime: null,
  startTime: Date.UTC(2026, 0, 1, 1),
  endTime: Date.UTC(2026, 0, 1, 1, 0, 1),
  outcome: 'success',
  message: '已删除 2 条记录',
  manual: true,
  runner: 'host:1',
};

function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({
    [LIST]: pageOf([task('1', { lastOutcome: 'failure' }), task('2', { enabled: false })]),
    'GET /api/system/ScheduleTask/Jobs': { list: JOBS },
    'POST /api/system/ScheduleTask': { id: 't9' },
    'POST /api/system/ScheduleTask/1/Actions/Run': { runId: 'run2' },
    'GET /api/system/ScheduleTask/1/Runs': pageOf([run]),
    'DELETE /api/system/ScheduleTask/1/Runs': { removed: 1 },
    ...routes,
  });
}

const renderTasks = (grants: AdminPageGrants = { buttons: ALL }) =>
  renderListPage('/system/task', 'task.1', grants);

// The form tests type into several fields, which takes long on a busy machine.
jest.setTimeout(60_000);

describe('TaskListPage', () => {
  withTableViewport();

  it('lists tasks with their job, cron, next run and last outcome', async () => {
    serve();
    await renderTasks();
    const row = rowOf('task.1');
    expect(row).toHaveTextContent('清理登录日志');
    expect(row).toHaveTextContent('0 3 * * *');
    expect(row).toHaveTextContent('失败');
  });

  it('creates a task with a job and its parameters, checking the cron first', async () => {
    const seen = serve();
    const { user } = await renderTasks();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增任务' });
    await user.type(within(dialog).getByRole('textbox', { name: '任务编码' }), 'nightly');
    await user.type(within(dialog).getByRole('textbox', { name: '任务名称' }), '夜间清理');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cron 表达式' }), '0 3 *');
    await user.click(within(dialog).getByRole('combobox', { name: '执行任务' }));
    await user.click(await screen.findByRole('option', { name: '清理登录日志' }));
    expect(within(dialog).getByRole('spinbutton', { name: '保留天数' })).toHaveValue(90);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('Cron 表达式应为 5 段或 6 段')).toBeInTheDocument();
    expect(routesSent(seen, 'POST')).toEqual([]);

    const cron = within(dialog).getByRole('textbox', { name: 'Cron 表达式' });
    await user.clear(cron);
    await user.type(cron, '0 3 * * *');
    const days = within(dialog).getByRole('spinbutton', { name: '保留天数' });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/system/ScheduleTask')).toEqual({
      enCode: 'nightly',
      fullName: '夜间清理',
      description: '',
      sortCode: 0,
      enabled: true,
      cron: '0 3 * * *',
      jobName: 'purgeLoginLogs',
      params: { days: 30 },
    });
  });

  it('shows the server’s refusal of a cron expression and keeps the dialog', async () => {
    serve({
      'POST /api/system/ScheduleTask': () =>
        envelope(400, null, 'Cron 表达式不是有效的 Cron 表达式：Constraint error'),
    });
    const { user } = await renderTasks();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增任务' });
    await user.type(within(dialog).getByRole('textbox', { name: '任务编码' }), 'bad');
    await user.type(within(dialog).getByRole('textbox', { name: '任务名称' }), '坏');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cron 表达式' }), '61 * * * *');
    await user.click(within(dialog).getByRole('combobox', { name: '执行任务' }));
    await user.click(await screen.findByRole('option', { name: '清理过期会话' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      (await screen.findAllByText('Cron 表达式不是有效的 Cron 表达式：Constraint error')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: '新增任务' })).toBeInTheDocument();
  });

  it('runs a task now and shows its runs, and purges them', async () => {
    const seen = serve();
    const { user } = await renderTasks();
    await user.click(within(rowOf('task.1')).getByRole('button', { name: '立即执行' }));
    await waitFor(() =>
      expect(routesSent(seen, 'POST')).toEqual(['POST /api/system/ScheduleTask/1/Actions/Run']),
    );
    expect(await screen.findByText('已开始执行')).toBeInTheDocument();

    await user.click(within(rowOf('task.1')).getByRole('button', { name: '执行记录' }));
    const dialog = await screen.findByRole('dialog', { name: '执行记录：任务1' });
    expect(await within(dialog).findByText('已删除 2 条记录')).toBeInTheDocument();
    expect(within(dialog).getByText('手动')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '清空记录' }));
    await waitFor(() =>
      expect(routesSent(seen, 'DELETE')).toEqual(['DELETE /api/system/ScheduleTask/1/Runs']),
    );
    await waitFor(() =>
      expect(requestsTo(seen, 'GET /api/system/ScheduleTask/1/Runs').length).toBe(2),
    );
  });

  it('shows the runs but neither run now nor purge without their buttons', async () => {
    serve();
    const { user } = await renderTasks({ buttons: [] });
    expect(within(rowOf('task.1')).queryByRole('button', { name: '立即执行' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    await user.click(within(rowOf('task.1')).getByRole('button', { name: '执行记录' }));
    const dialog = await screen.findByRole('dialog', { name: '执行记录：任务1' });
    await within(dialog).findByText('已删除 2 条记录');
    expect(within(dialog).queryByRole('button', { name: '清空记录' })).toBeNull();
  });
});
