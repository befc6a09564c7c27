import { screen, waitFor, within } from '@testing-library/react';
import { CURRENT_USER } from '@mepm/contract/paths';
import { SETTINGS_PREFIX } from '../../kernel/client-settings';
import { envelope } from '../../test/fetch-stub';
import { renderLayout } from '../render-layout';

describe('language switch in the top bar', () => {
  it('changes the visible texts, remembers the language and saves it on the server', async () => {
    const { user, requests } = renderLayout();
    await user.click(screen.getByRole('button', { name: '切换语言' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    expect(await screen.findByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search menus' })).toBeInTheDocument();
    expect(window.localStorage.getItem(`${SETTINGS_PREFIX}language`)).toBe('en');
    await waitFor(() => {
      const saved = requests.find(
        (request) => request.url.pathname === CURRENT_USER.systemLanguage,
      );
      expect(saved?.method).toBe('PUT');
      expect(JSON.parse(saved?.body ?? '{}')).toEqual({ language: 'en' });
    });
  });

  it('keeps the new language when the server refuses it, with a toast', async () => {
    const { user } = renderLayout({
      answer: (request) =>
        request.url.pathname === CURRENT_USER.systemLanguage
          ? envelope(500, null, 'Save failed')
          : envelope(200),
    });
    await user.click(screen.getByRole('button', { name: '切换语言' }));
    await user.click(await screen.findByRole('menuitem', { name: '繁體中文' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '側邊選單' })).toBeInTheDocument();
  });

  it('is hidden when the settings turn it off', () => {
    window.localStorage.setItem(`${SETTINGS_PREFIX}showLanguage`, 'false');
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: '切换语言' })).not.toBeInTheDocument();
  });
});
