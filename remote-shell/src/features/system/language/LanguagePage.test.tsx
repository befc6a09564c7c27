import { screen, waitFor, within } from '@testing-library/react';
import type { LanguageCatalog } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import {
  bodySentTo,
  paramsOf,
  renderAdminPage,
  requestsTo,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import { envelope } from '../../../test/fetch-stub';

withTableViewport();
jest.setTimeout(40_000);

const CATALOG = 'GET /api/system/Language/Catalog';
const OVERRIDE_PUT = 'PUT /api/system/Language/Override';
const OVERRIDE_DELETE = 'DELETE /api/system/Language/Override';

function catalog(overrides: LanguageCatalog['overrides'] = []): LanguageCatalog {
  return {
    server: [{ key: 'recordNotFound', zh: '数据不存在', zhtw: '資料不存在', en: 'Missing record' }],
    overrides,
  };
}

async function search(user: ReturnType<typeof renderAdminPage>['user'], keyword: string) {
  const box = await screen.findByRole('textbox', { name: '关键词' }, { timeout: 10_000 });
  await user.clear(box);
  // Pasted rather than typed: each typed key re-renders the page, which is slow on a busy machine.
  await user.click(box);
  await user.paste(keyword);
  await user.click(screen.getByRole('button', { name: '查询' }));
}

describe('languages page', () => {
  it("searches the shell's own texts and the server's by key or by any language's text", async () => {
    serveRoutes({ [CATALOG]: catalog() });
    const { user } = renderAdminPage('/system/language');
    await search(user, 'app.shortTitle');
    const row = await screen.findByText('app.shortTitle');
    expect(within(rowOf('app.shortTitle')).getByText('机电项目管理')).toBeInTheDocument();
    expect(within(rowOf('app.shortTitle')).getByText('EMC Projects')).toBeInTheDocument();
    expect(row).toBeInTheDocument();
    expect(screen.queryByText('recordNotFound')).not.toBeInTheDocument();

    // A server message found by its English text; the scope column says whose it is.
    await search(user, 'missing RECORD');
    expect(await screen.findByText('recordNotFound')).toBeInTheDocument();
    expect(within(rowOf('recordNotFound')).getByText('服务端')).toBeInTheDocument();
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
    // Menu names are edited in menu management, which the page links to.
    expect(screen.getByRole('link', { name: '前往菜单管理' })).toHaveAttribute(
      'href',
      '/system/menu',
    );
  });

  it('shows an override over the shipped text and sends only the changed language', async () => {
    const seen = serveRoutes({
      [CATALOG]: catalog([
        { scope: 'server', key: 'recordNotFound', language: 'zh', text: '查无此数据' },
      ]),
      [OVERRIDE_PUT]: null,
    });
    const { user } = renderAdminPage('/system/language');
    await search(user, 'recordNotFound');
    const row = await screen.findByText('查无此数据');
    expect(within(rowOf('recordNotFound')).getByText('已修改')).toBeInTheDocument();
    expect(row).toBeInTheDocument();

    await user.click(
      within(rowOf('recordNotFound')).getByRole('button', { name: '编辑 recordNotFound' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '编辑翻译：recordNotFound' });
    const english = within(dialog).getByRole('textbox', { name: '英文' });
    expect(within(dialog).getByText('默认：Missing record')).toBeInTheDocument();
    await user.clear(english);
    await user.click(english);
    await user.paste('Nothing here');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requestsTo(seen, OVERRIDE_PUT)).toHaveLength(1);
    expect(bodySentTo(seen, OVERRIDE_PUT)).toEqual({
      scope: 'server',
      key: 'recordNotFound',
      language: 'en',
      text: 'Nothing here',
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('restores the shipped text of one language by removing its override', async () => {
    const seen = serveRoutes({
      [CATALOG]: catalog([
        { scope: 'shell', key: 'app.shortTitle', language: 'zh', text: '项目管理' },
      ]),
      [OVERRIDE_DELETE]: null,
    });
    const { user } = renderAdminPage('/system/language');
    await search(user, 'app.shortTitle');
    await screen.findByText('项目管理');
    await user.click(
      within(rowOf('app.shortTitle')).getByRole('button', { name: '编辑 app.shortTitle' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '编辑翻译：app.shortTitle' });
    expect(
      within(dialog).queryByRole('button', { name: '恢复默认：英文' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '恢复默认：简体中文' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, OVERRIDE_DELETE)[0])).toEqual({
        scope: 'shell',
        key: 'app.shortTitle',
        language: 'zh',
      }),
    );
    expect(within(dialog).getByRole('textbox', { name: '简体中文' })).toHaveValue('机电项目管理');
    expect(await screen.findByText('已恢复默认')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal of a text", async () => {
    serveRoutes({
      [CATALOG]: catalog(),
      [OVERRIDE_PUT]: () => envelope(400, null, '译文必须保留占位符{limit}'),
    });
    const { user } = renderAdminPage('/system/language');
    await search(user, 'recordNotFound');
    await user.click(
      await screen.findByRole('button', { name: '编辑 recordNotFound' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: '编辑翻译：recordNotFound' });
    const chinese = within(dialog).getByRole('textbox', { name: '简体中文' });
    await user.clear(chinese);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入译文')).toBeInTheDocument();
    await user.click(chinese);
    await user.paste('没有');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('译文必须保留占位符{limit}')).toBeInTheDocument();
  });

  it('offers no edit button without the edit grant', async () => {
    serveRoutes({ [CATALOG]: catalog() });
    const { user } = renderAdminPage('/system/language', { buttons: [ADMIN_BUTTON.add] });
    await search(user, 'recordNotFound');
    await screen.findByText('recordNotFound');
    expect(screen.queryByRole('button', { name: /^编辑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });
});
