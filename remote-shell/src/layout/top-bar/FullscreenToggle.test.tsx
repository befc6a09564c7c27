import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { FullscreenToggle } from './FullscreenToggle';

function allowFullscreen(element: HTMLElement) {
  const request = jest.fn(async () => {
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(element, 'requestFullscreen', { configurable: true, value: request });
  return request;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  Reflect.deleteProperty(document, 'fullscreenElement');
  Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
});

describe('fullscreen toggle', () => {
  it('warns where the browser has no fullscreen', async () => {
    const { user } = renderWithProviders(<FullscreenToggle />);
    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('不支持全屏')).toBeInTheDocument();
  });

  it('says so in the current language', async () => {
    const { user } = renderWithProviders(<FullscreenToggle />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(await screen.findByText('Full screen is not supported')).toBeInTheDocument();
  });

  it('shows the whole page full screen, then offers to leave it', async () => {
    const request = allowFullscreen(document.documentElement);
    const { user } = renderWithProviders(<FullscreenToggle />);
    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect(request).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: '退出全屏' })).toBeInTheDocument();
  });

  it('shows only its own container full screen when embedded', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const request = allowFullscreen(container);
    const pageRequest = allowFullscreen(document.documentElement);
    const { user } = renderWithProviders(<FullscreenToggle />, {
      options: { embed: 'qiankun', container },
    });
    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByRole('button', { name: '退出全屏' })).toBeInTheDocument();
    expect(request).toHaveBeenCalled();
    expect(pageRequest).not.toHaveBeenCalled();
    container.remove();
  });
});
