import { screen, waitFor, within } from '@testing-library/react';
import type { MessageListItem, MessageRecord } from '@mepm/contract';
import { ADMIN_BUTTON, MESSAGE_BUTTON } from '@mepm/contract/paths';
import { envelope } from '../../../test/fetch-stub';
import {
  ALL_BUTTONS,
  bodySentTo,
  pageOf,
  paramsOf,
  renderListPage,
  requestsTo,
  routesSent,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import type { AdminPageGrants } from '../../../test/admin-page-kit';

const LIST = 'GET /api/message';
const EVERY_BUTTON = [...ALL_BUTTONS, MESSAGE_BUTTON.release];

function message(id: string, overrides: Partial<MessageListItem> = {}): MessageListItem {
  return {
    id,
    title: `公告${id}`,
    type: 1,
    creatorUser: '管理员',
    lastModifyTime: Date.UTC(2026, 0, 2),
    released: false,
    releaseTime: null,
    enabled: true,
    receiverCount: 0,
    readCount: 0,
    ...overrides,
  };
}

const released = message('2', {
  released: true,
  releaseTime: Date.UTC(2026, 0, 3),
  receiverCount: 3,
  readCount: 1,
});

function record(overrides: Partial<MessageRecord> = {}): MessageRecord {
  return {
    id: '9',
    title: '待办提醒',
    type: 2,
    bodyText: '{"type":2,"id":"task-9","flowId":"f1"}',
    creatorUser: '管理员',
    lastModifyTime: 0,
    released: false,
    releaseTime: null,
    enabled: true,
    recipients: { toAll: false, organizeIds: [], roleIds: ['r1'], userIds: [] },
    ...overrides,
  };
}

function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({
    [LIST]: pageOf([message('1'), released]),
    'GET /api/permission/Role/Selector': { list: [{ id: 'r1', fullName: '项目经理' }] },
    'GET /api/permission/Organize/Department/Selector': { list: [] },
    'POST /api/message': { id: 'm9' },
    ...routes,
  });
}

const renderNotices = (grants: AdminPageGrants = {}) =>
  renderListPage('/system/notice', '公告1', { buttons: EVERY_BUTTON, ...grants });

describe('NoticeListPage', () => {
  withTableViewport();

  it('lists messages and narrows them by type and title', async () => {
    const seen = serve();
    const { user } = await renderNotices();
    expect(within(rowOf('公告2')).getByText('已发布')).toBeInTheDocument();
    expect(within(rowOf('公告2')).getByText('1 / 3')).toBeInTheDocument();
    expect(within(rowOf('公告1')).getByText('未发布')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByRole('option', { name: '待办' }));
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '年会');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        type: '2',
        keyword: '年会',
      }),
    );
  });

  it('offers edit and release only before the release, and the read list after it', async () => {
    serve();
    await renderNotices();
    const draft = within(rowOf('公告1'));
    expect(draft.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(draft.getByRole('button', { name: '发布' })).toBeInTheDocument();
    expect(draft.queryByRole('button', { name: '阅读情况' })).not.toBeInTheDocument();
    const done = within(rowOf('公告2'));
    expect(done.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(done.queryByRole('button', { name: '发布' })).not.toBeInTheDocument();
    expect(done.getByRole('button', { name: '阅读情况' })).toBeInTheDocument();
  });

  it('keeps the buttons and the state switch to the grants', async () => {
    serve();
    await renderNotices({ buttons: [ADMIN_BUTTON.remove] });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    const draft = within(rowOf('公告1'));
    expect(draft.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(draft.queryByRole('button', { name: '发布' })).not.toBeInTheDocument();
    expect(draft.getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(draft.queryByRole('switch')).not.toBeInTheDocument();
    expect(draft.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(draft.getByText('启用')).toBeInTheDocument();
  });

  it('switches the state with btn_state', async () => {
    const seen = serve();
    const { user } = await renderNotices();
    await user.click(within(rowOf('公告2')).getByRole('switch', { name: '状态 公告2' }));
    const route = 'PUT /api/message/2/Actions/State';
    await waitFor(() => expect(routesSent(seen, 'PUT')).toEqual([route]));
    expect(bodySentTo(seen, route)).toEqual({ enabled: false });
  });

  it('releases after the question and says how many received it', async () => {
    const seen = serve({ 'PUT /api/message/1/Actions/Release': { receiverCount: 7 } });
    const { user } = await renderNotices();
    await user.click(within(rowOf('公告1')).getByRole('button', { name: '发布' }));
    const question = await screen.findByRole('dialog', { name: '发布' });
    expect(question).toHaveTextContent('发布后不能再修改');
    expect(routesSent(seen, 'PUT')).toEqual([]);
    await user.click(within(question).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('发布成功，共 7 位接收人')).toBeInTheDocument();
    expect(routesSent(seen, 'PUT')).toEqual(['PUT /api/message/1/Actions/Release']);
  });

  it('shows who read a released message, filtered by read state', async () => {
    const seen = serve({
      'GET /api/message/ReadInfo/2': {
        ...pageOf([
          { userId: 'u1', realName: '张三', account: 'zhangsan', isRead: '1', readTime: 0 },
          { userId: 'u2', realName: '李四', account: 'lisi', isRead: '0', readTime: null },
        ]),
        receiverCount: 3,
        readCount: 1,
      },
    });
    const { user } = await renderNotices();
    await user.click(within(rowOf('公告2')).getByRole('button', { name: '阅读情况' }));
    const dialog = await screen.findByRole('dialog', { name: '阅读情况：公告2' });
    expect(await within(dialog).findByText('接收人 3 位，已读 1 位')).toBeInTheDocument();
    expect(within(dialog).getByText('张三')).toBeInTheDocument();
    expect(within(dialog).getByText('未读')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '是否已读' }));
    await user.click(await screen.findByRole('option', { name: '未读' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, 'GET /api/message/ReadInfo/2').at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        isRead: '0',
      }),
    );
  });
});

describe('NoticeFormDialog', () => {
  withTableViewport();

  it('refuses a message without title, content or recipient before sending', async () => {
    const seen = serve();
    const { user } = await renderNotices();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增消息' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入标题')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入内容')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择接收人')).toBeInTheDocument();
    expect(routesSent(seen, 'POST')).toEqual([]);
  });

  it('builds a to-do target from its fields and checks its ids', async () => {
    const seen = serve();
    const { user } = await renderNotices();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增消息' });
    await user.type(within(dialog).getByRole('textbox', { name: '标题' }), '请审批');
    await user.click(within(dialog).getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByRole('option', { name: '待办' }));
    await user.click(within(dialog).getByRole('combobox', { name: '跳转页面' }));
    await user.click(await screen.findByRole('option', { name: /待办事项/ }));
    await user.type(within(dialog).getByRole('textbox', { name: '记录编号' }), 'task 9');
    await user.click(within(dialog).getByRole('switch', { name: '全体人员' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText(/请输入字母、数字/)).toBeInTheDocument();
    expect(routesSent(seen, 'POST')).toEqual([]);
    const id = within(dialog).getByRole('textbox', { name: '记录编号' });
    await user.clear(id);
    await user.type(id, 'task-9');
    await user.type(within(dialog).getByRole('textbox', { name: '流程编号' }), 'flow.1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/message')).toEqual({
      title: '请审批',
      type: 2,
      bodyText: '{"type":2,"id":"task-9","flowId":"flow.1"}',
      toAll: true,
      organizeIds: [],
      roleIds: [],
      userIds: [],
    });
  });

  it('opens a saved target in its fields and keeps the input when the server refuses', async () => {
    const seen = serve({
      'GET /api/message/1': record({ id: '1' }),
      'PUT /api/message/1': () => envelope(400, null, '消息已发布，不能修改'),
    });
    const { user } = await renderNotices();
    await user.click(within(rowOf('公告1')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑消息' });
    expect(within(dialog).getByRole('textbox', { name: '记录编号' })).toHaveValue('task-9');
    expect(within(dialog).getByRole('textbox', { name: '流程编号' })).toHaveValue('f1');
    expect(within(dialog).getByRole('combobox', { name: '角色' })).toHaveTextContent('项目经理');
    const title = within(dialog).getByRole('textbox', { name: '标题' });
    await user.type(title, '（改）');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(routesSent(seen, 'PUT')).toEqual(['PUT /api/message/1']));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('消息已发布，不能修改');
    expect(title).toHaveValue('待办提醒（改）');
    expect(bodySentTo(seen, 'PUT /api/message/1')).toMatchObject({
      title: '待办提醒（改）',
      roleIds: ['r1'],
      bodyText: '{"type":2,"id":"task-9","flowId":"f1"}',
    });
  });

  it('sends the notice HTML typed in the rich-text editor', async () => {
    const seen = serve();
    const { user } = await renderNotices();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增消息' });
    await user.type(within(dialog).getByRole('textbox', { name: '标题' }), '年会通知');
    const editor = await within(dialog).findByRole(
      'textbox',
      { name: '内容' },
      { timeout: 10_000 },
    );
    expect(editor).toHaveAttribute('data-placeholder', '请输入内容');
    expect(within(dialog).getByRole('button', { name: '无序列表' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '标题' })).toBeInTheDocument();
    await user.click(editor);
    await user.keyboard('周五 下午');
    await user.click(within(dialog).getByRole('switch', { name: '全体人员' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    // Spaces stay spaces: Quill's semantic HTML writes them as &nbsp;, which would not wrap.
    const sent = bodySentTo(seen, 'POST /api/message') as { type: number; bodyText: string };
    expect(sent.type).toBe(1);
    expect(sent.bodyText).toMatch(/^<p>周五 下午<\/p>/);
  });

  it('refuses an image over the upload limit without sending it', async () => {
    const seen = serve();
    const { user } = await renderNotices();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增消息' });
    await within(dialog).findByRole('textbox', { name: '内容' }, { timeout: 10_000 });
    const large = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('插入图片'), large);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('文件大小超过2MB');
    expect(routesSent(seen, 'POST')).toEqual([]);
  });
});
