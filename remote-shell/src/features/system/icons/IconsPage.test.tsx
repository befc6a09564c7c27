import { screen, waitFor, within } from '@testing-library/react';
import { renderAdminPage, serveRoutes } from '../../../test/admin-page-kit';

function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('icons page', () => {
  beforeEach(() => serveRoutes({}));

  it('lists the icons and narrows them by a search on the name', async () => {
    const { user } = renderAdminPage('/system/icons');
    const list = await screen.findByRole('list', { name: '图标列表' });
    expect(within(list).getByRole('button', { name: 'home' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'user' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: '搜索图标' }), 'us');
    expect(within(list).queryByRole('button', { name: 'home' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'user' })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: '搜索图标' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索图标' }), 'zzz');
    expect(screen.getByText('没有匹配的图标')).toBeInTheDocument();
  });

  it('copies the name on a click and says so', async () => {
    const copied: string[] = [];
    const { user } = renderAdminPage('/system/icons');
    withClipboard((text) => {
      copied.push(text);
      return Promise.resolve();
    });
    const list = await screen.findByRole('list', { name: '图标列表' });
    await user.click(within(list).getByRole('button', { name: 'user' }));
    expect(await screen.findByText('已复制 user')).toBeInTheDocument();
    expect(copied).toEqual(['user']);
  });

  it('shows the name to copy by hand when the clipboard is refused, in the shown language', async () => {
    const { user } = renderAdminPage('/system/icons', { language: 'en' });
    withClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const list = await screen.findByRole('list', { name: 'Icons' });
    await user.click(within(list).getByRole('button', { name: 'dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the icon name' });
    expect(within(dialog).getByRole('textbox', { name: 'Icon name' })).toHaveValue('dashboard');
    expect(screen.queryByText('Copied dashboard')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
