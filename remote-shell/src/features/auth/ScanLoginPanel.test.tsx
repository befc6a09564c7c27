import { screen, waitFor } from '@testing-library/react';
import { SCAN_LOGIN } from '@mepm/contract/paths';
import { shellRoutes } from '../../composition/routes';
import { envelope, stubFetch } from '../../test/fetch-stub';
import type { SeenRequest } from '../../test/fetch-stub';
import { currentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';

const TICKET = { ticket: 'secret-ticket', code: 'ABCDE-FGHJK' };

/** A server whose ticket answers the polls in `states` one after another, the last one after. */
function scanServer(polls: (() => Response)[]) {
  let created = 0;
  let polled = 0;
  const seen = stubFetch((request: SeenRequest) => {
    const path = request.url.pathname;
    if (path === SCAN_LOGIN.ticket && request.method === 'POST') {
      created += 1;
      return envelope(200, {
        ...TICKET,
        code: created === 1 ? TICKET.code : 'KMNPQ-RSTVW',
        expiresAt: Date.now() + 120_000,
      });
    }
    if (path === SCAN_LOGIN.poll) {
      const answer = polls[Math.min(polled, polls.length - 1)];
      polled += 1;
      return answer ? answer() : envelope(500);
    }
    return envelope(200, currentUser());
  });
  return {
    seen,
    polls: () => seen.filter((r) => r.url.pathname === SCAN_LOGIN.poll),
  };
}

async function openScanTab(language: 'zh' | 'en' = 'zh') {
  const rendered = renderWithProviders(null, { routes: shellRoutes, path: '/login', language });
  const name = language === 'zh' ? '扫码登录' : 'Scan';
  await rendered.user.click(await screen.findByRole('tab', { name }));
  return rendered;
}

describe('scan login tab', () => {
  jest.setTimeout(20_000);

  it('shows a QR code of the confirm page and the code, and signs in once the code is confirmed', async () => {
    const server = scanServer([
      () => envelope(200, { state: 'waiting' }),
      () => envelope(200, { state: 'scanned' }),
      () => envelope(200, { state: 'confirmed', token: 'scan-token', theme: 'functional' }),
    ]);
    const { store, router } = await openScanTab();

    const qr = await screen.findByRole('img', { name: '扫码登录二维码' });
    expect(qr).toHaveAttribute('data-qr-text', 'http://localhost/scanLogin?code=ABCDE-FGHJK');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('scan-code')).toHaveTextContent('ABCDE-FGHJK');
    expect(screen.getByRole('status')).toHaveTextContent('等待扫码');

    expect(
      await screen.findByText('已扫码，请在手机上确认登录', {}, { timeout: 6000 }),
    ).toBeVisible();
    await waitFor(() => expect(store.getState().session.token).toBe('scan-token'), {
      timeout: 6000,
    });
    expect(store.getState().session.theme).toBe('functional');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // The poll carries the ticket in its body, never its URL; the QR code and page show the code.
    const [firstPoll] = server.polls();
    expect(firstPoll?.method).toBe('POST');
    expect(JSON.parse(firstPoll?.body ?? '{}')).toEqual({ ticket: 'secret-ticket' });
    expect(firstPoll?.url.href).not.toContain('secret-ticket');
    expect(document.body.innerHTML).not.toContain('secret-ticket');
  });

  it('offers a new code once the server says the code expired', async () => {
    const server = scanServer([
      () => envelope(400, null, 'The QR code has expired; please refresh it'),
    ]);
    const { user } = await openScanTab('en');
    expect(await screen.findByTestId('scan-code')).toHaveTextContent('ABCDE-FGHJK');

    const refresh = await screen.findByRole(
      'button',
      { name: 'Refresh QR code' },
      { timeout: 6000 },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The QR code has expired; please refresh it',
    );
    expect(screen.queryByRole('img', { name: 'QR code for scan sign-in' })).not.toBeInTheDocument();

    await user.click(refresh);
    expect(await screen.findByTestId('scan-code')).toHaveTextContent('KMNPQ-RSTVW');
    expect(server.seen.filter((r) => r.url.pathname === SCAN_LOGIN.ticket)).toHaveLength(2);
  });

  it('stops and offers a new code when the user cancels on the phone', async () => {
    scanServer([() => envelope(200, { state: 'cancelled' })]);
    await openScanTab();
    expect(
      await screen.findByText('已取消登录，请刷新二维码', {}, { timeout: 6000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '刷新二维码' })).toBeEnabled();
  });
});
