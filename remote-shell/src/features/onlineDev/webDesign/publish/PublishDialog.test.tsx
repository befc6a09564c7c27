import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_BUTTON, WEB_DESIGN_BUTTON } from '@mepm/contract/paths';
import {
  bodySentTo,
  pageOf,
  renderAdminPage,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../../test/admin-page-kit';
import { envelope } from '../../../../test/fetch-stub';
import { menuEntry } from '../../../../test/fixtures';
import { designRow } from '../test-designs';

const LIST = 'GET /api/visualdev/Base';
const PUBLISH = 'POST /api/visualdev/Base/2/Actions/Publish';

const row = (id: string, state: 0 | 1) => designRow(id, { state, version: 1 });

/** The signed-in menu: a directory 业务 holding a directory 采购, beside a page. */
const menus = [
  menuEntry('dir.business', '业务', [
    { ...menuEntry('dir.purchase', '采购', [menuEntry('some.page', '页面')]), type: 1 },
  ]),
];

const ALL = [...Object.values(ADMIN_BUTTON), WEB_DESIGN_BUTTON.copy, WEB_DESIGN_BUTTON.publish];
/** The first render loads the lazy page and the designer's modules: slow beside other suites. */
async function renderDesigns(buttons: readonly string[] = ALL) {
  const rendered = renderAdminPage('/onlineDev/webDesign', { buttons, menus });
  await screen.findByText('design.2', {}, { timeout: 30_000 });
  return rendered;
}

describe('publishing a design to a menu', () => {
  withTableViewport();

  it('offers 发布到菜单 on released designs only', async () => {
    serveRoutes({ [LIST]: pageOf([row('1', 0), row('2', 1)]) });
    await renderDesigns();
    const publish = { name: '发布到菜单' };
    expect(within(rowOf('design.1')).queryByRole('button', publish)).not.toBeInTheDocument();
    expect(within(rowOf('design.2')).getByRole('button', publish)).toBeInTheDocument();
  });

  it('offers it to holders of the publish button only', async () => {
    serveRoutes({ [LIST]: pageOf([row('2', 1)]) });
    await renderDesigns(Object.values(ADMIN_BUTTON));
    const publish = { name: '发布到菜单' };
    expect(within(rowOf('design.2')).queryByRole('button', publish)).not.toBeInTheDocument();
  });

  it('publishes under a chosen directory and says so', async () => {
    const seen = serveRoutes({ [LIST]: pageOf([row('2', 1)]), [PUBLISH]: { menuId: 'm1' } });
    const { user } = await renderDesigns();
    await user.click(within(rowOf('design.2')).getByRole('button', { name: '发布到菜单' }));
    const dialog = await screen.findByRole('dialog', { name: '发布“设计2”到菜单' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择上级目录')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: '上级目录' }));
    await user.click(await screen.findByText('业务'));
    await user.type(within(dialog).getByRole('textbox', { name: '英文名称' }), 'Orders');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已发布到菜单，重新登录后可在菜单中看到')).toBeInTheDocument();
    expect(bodySentTo(seen, PUBLISH)).toEqual({
      parentId: 'dir.business',
      enCode: 'design.2',
      fullName: '设计2',
      names: { zhtw: '', en: 'Orders' },
      icon: 'icon-ym icon-ym-generator-menu',
      sortCode: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 40_000);

  it('keeps the dialog and shows the server’s refusal in it', async () => {
    serveRoutes({
      [LIST]: pageOf([row('2', 1)]),
      [PUBLISH]: () => envelope(400, null, '编码已存在'),
    });
    const { user } = await renderDesigns();
    await user.click(within(rowOf('design.2')).getByRole('button', { name: '发布到菜单' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: '上级目录' }));
    await user.click(await screen.findByText('业务'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('编码已存在');
    expect(within(dialog).getByRole('textbox', { name: '菜单编码' })).toHaveValue('design.2');
  }, 40_000);
});
