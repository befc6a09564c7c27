import { screen } from '@testing-library/react';
import { stubFetch, envelope } from '../../../test/fetch-stub';
import { renderProfile } from '../profile-test-kit';

describe('scan login entry on the profile page', () => {
  it('opens the confirm page with the typed code, normalised', async () => {
    const seen = stubFetch(() => envelope(200));
    const { user, router } = renderProfile('scanLogin', 'en');
    await user.type(screen.getByRole('textbox', { name: 'Sign-in code' }), ' abcde-fghjk ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.pathname).toBe('/scanLogin');
    expect(router.state.location.search).toBe('?code=ABCDE-FGHJK');
    expect(router.state.location.state).toEqual({ from: 'profile' });
    // Nothing is scanned before the confirm page shows who asks.
    expect(seen.filter((request) => request.url.pathname.includes('ScanLogin'))).toHaveLength(0);
  });

  it('refuses a code that is not a login page code, and clears the error once it is (zhtw)', async () => {
    const { user, router } = renderProfile('scanLogin', 'zhtw');
    const field = screen.getByRole('textbox', { name: '登入碼' });
    await user.type(field, 'ABCDE-FGHI');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(field).toHaveAccessibleDescription('請輸入登入頁顯示的 10 位登入碼，例如 ABCDE-FGHJK');
    expect(router.state.location.pathname).toBe('/profile');
    await user.clear(field);
    await user.type(field, 'ABCDEFGHJK');
    expect(field).not.toHaveAccessibleDescription(/登入碼/);
  });
});
