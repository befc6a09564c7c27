import { act, screen } from '@testing-library/react';
import { initialSessionState, signedIn } from '../session-slice';
import { renderWithProviders } from '../../test/render-with-providers';
import { latestSocket, signInSocket, StubSocket } from '../../test/socket-stub';
import { RealtimeProvider } from './RealtimeProvider';
import { useLatestFrame, useRealtime, useRealtimeStatus } from './use-realtime';

/** Shows what a feature would read from the socket, and sends a frame on a click. */
function Probe() {
  const status = useRealtimeStatus();
  const init = useLatestFrame('initMessage');
  const socket = useRealtime();
  return (
    <>
      <output aria-label="status">{status}</output>
      <output aria-label="notices">{init?.unreadNoticeCount ?? '-'}</output>
      <button
        type="button"
        onClick={() => socket?.send({ method: 'UpdateReadMessage', formUserId: 'u2' })}
      >
        read
      </button>
    </>
  );
}

function renderSignedIn(token: string | null = 'tok-1') {
  return renderWithProviders(
    <RealtimeProvider>
      <Probe />
    </RealtimeProvider>,
    { preloadedState: { session: { ...initialSessionState, token } } },
  );
}

const status = () => screen.getByRole('status', { name: 'status' });

afterEach(() => jest.useRealTimers());

describe('the shell socket', () => {
  it('opens on the API server and signs in with its first frame', async () => {
    renderSignedIn();
    const socket = latestSocket();
    expect(socket.url).toBe('ws://api.test/api/message/websocket');
    act(() => socket.serverOpens());
    expect(socket.sent).toEqual([{ method: 'OnConnection', token: 'tok-1', mobileDevice: false }]);
    expect(status()).toHaveTextContent('connecting');
    act(() => void signInSocket({ unreadNoticeCount: 3 }));
    expect(status()).toHaveTextContent('open');
    expect(await screen.findByRole('status', { name: 'notices' })).toHaveTextContent('3');
  });

  it('keeps frames sent while signing in and sends them once signed in', async () => {
    const { user } = renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'read' }));
    const socket = signInSocket();
    expect(socket.sent).toEqual([
      expect.objectContaining({ method: 'OnConnection' }),
      { method: 'UpdateReadMessage', formUserId: 'u2' },
    ]);
  });

  it('comes back after a drop, waiting a second or so, and signs in again', () => {
    jest.useFakeTimers();
    renderSignedIn();
    act(() => void signInSocket());
    act(() => latestSocket().serverCloses(1006));
    expect(status()).toHaveTextContent('waiting');
    expect(StubSocket.opened).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1_300));
    expect(StubSocket.opened).toHaveLength(2);
    act(() => void signInSocket());
    expect(status()).toHaveTextContent('open');
  });

  it('ends the session on the server’s logout, showing its words, and does not come back', () => {
    jest.useFakeTimers();
    const { store } = renderSignedIn();
    const socket = signInSocket();
    act(() => socket.serverSends({ method: 'logout', msg: '您已被强制下线' }));
    expect(screen.getByText('您已被强制下线')).toBeInTheDocument();
    expect(socket.readyState).toBe(StubSocket.CLOSED);
    act(() => jest.advanceTimersByTime(2_000));
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.endedBy).toBe('server');
    act(() => jest.advanceTimersByTime(60_000));
    expect(StubSocket.opened).toHaveLength(1);
  });

  it('leaves alone a session signed into while the logout of the last one was shown', () => {
    jest.useFakeTimers();
    const { store } = renderSignedIn();
    act(() => void signInSocket());
    // The user's own logout: the server says it on the socket too, and they sign in again at once.
    act(() => latestSocket().serverSends({ method: 'logout', msg: '您已退出登录' }));
    act(() => void store.dispatch(signedIn({ token: 'tok-2' })));
    act(() => jest.advanceTimersByTime(2_000));
    expect(store.getState().session.token).toBe('tok-2');
    expect(store.getState().session.endedBy).not.toBe('server');
  });

  it('a close with the session-ended code ends the session too', () => {
    jest.useFakeTimers();
    const { store } = renderSignedIn();
    act(() => void signInSocket());
    act(() => latestSocket().serverCloses(4001));
    act(() => jest.advanceTimersByTime(2_000));
    expect(store.getState().session.token).toBeNull();
    expect(StubSocket.opened).toHaveLength(1);
  });

  it('closes when the shell unmounts, and opens none without a session', () => {
    const { unmount } = renderSignedIn();
    const socket = signInSocket();
    unmount();
    expect(socket.readyState).toBe(StubSocket.CLOSED);
    renderSignedIn(null);
    expect(StubSocket.opened).toHaveLength(1);
  });
});
