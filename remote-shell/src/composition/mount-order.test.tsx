import { act, within } from '@testing-library/react';
import type * as ReactDomClient from 'react-dom/client';
import { envelope } from '../test/fetch-stub';
import { currentUser } from '../test/fixtures';
import { TEST_API } from '../test/render-with-providers';
import { mountTargetPerTest } from '../test/mount-target';
import { mountShell } from './mount-shell';

/** What happened during a mount, in order: requests by their path, and the React root's creation. */
const events: string[] = [];

jest.mock('react-dom/client', () => {
  const actual = jest.requireActual<typeof ReactDomClient>('react-dom/client');
  return {
    ...actual,
    createRoot: (...args: Parameters<typeof actual.createRoot>) => {
      events.push('React root');
      return actual.createRoot(...args);
    },
  };
});

const target = mountTargetPerTest();

describe('a signed-in mount', () => {
  it('sends the current user request before it builds its first render', async () => {
    events.length = 0;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      events.push(url.pathname);
      return url.pathname.endsWith('/CurrentUser')
        ? envelope(200, currentUser())
        : envelope(200, []);
    });
    act(() => {
      target.unmount = mountShell(
        {
          container: target.container,
          token: 'tok',
          basename: '/',
          apiBase: TEST_API,
          embed: 'standalone',
        },
        { language: 'zh' },
      );
    });
    expect(
      await within(target.container).findByRole('heading', { name: /^欢迎/ }),
    ).toBeInTheDocument();
    const root = events.indexOf('React root');
    const user = events.findIndex((event) => event.endsWith('/CurrentUser'));
    expect(user).toBeGreaterThanOrEqual(0);
    expect(root).toBeGreaterThan(user);
  });
});
