import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { dialogOpened, toastShown } from '../notice-slice';

afterEach(() => jest.useRealTimers());

describe('toasts and the server dialog', () => {
  it('shows an error toast for 1.5 s', async () => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(null);
    act(() => {
      store.dispatch(toastShown({ kind: 'error', text: '请求出错，请重试' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('请求出错，请重试');

    await act(() => jest.advanceTimersByTimeAsync(1499));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the code-369 dialog with the server text and closes it', async () => {
    const { store, user } = renderWithProviders(null, { language: 'en' });
    act(() => {
      store.dispatch(dialogOpened('Please finish the real-name check'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('Please finish the real-name check');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(store.getState().notice.dialog).toBeNull();
  });
});
