import type { InitOptions } from 'i18next';
import { useLocation } from 'react-router-dom';
import type { MenuEntry, UserInfo } from '@mepm/contract';
import type { Language } from '@mepm/contract/codes';
import { initialSessionState } from '../kernel/session-slice';
import { menuEntry, userInfo } from '../test/fixtures';
import { envelope, stubFetch } from '../test/fetch-stub';
import type { SeenRequest } from '../test/fetch-stub';
import { renderWithProviders } from '../test/render-with-providers';
import { Layout } from './Layout';

function PageProbe() {
  const { pathname } = useLocation();
  return <h1>Page {pathname}</h1>;
}

/** A menu with a directory, a long title and an external link: what the chrome tests need. */
export function sampleMenu(): MenuEntry[] {
  return [
    menuEntry('system', '系统管理', [
      menuEntry('user', '用户管理'),
      menuEntry('organize', '组织机构与部门岗位管理'),
    ]),
    menuEntry('report', '报表中心'),
    {
      ...menuEntry('docs', '帮助文档'),
      type: 7,
      urlAddress: 'https://docs.example.com/manual',
      linkTarget: '_blank',
    },
  ];
}

interface LayoutRenderOptions {
  path?: string;
  menuList?: MenuEntry[];
  language?: Language;
  /** Changes to the signed-in user (an administrator by default). */
  user?: Partial<UserInfo>;
  /** The server's answer to every call; 200 with no data by default. */
  answer?: (request: SeenRequest) => Response;
  /** i18next options over the shell's own. */
  i18nOptions?: InitOptions;
  /** The server's FEEDBACK_EMAIL as CurrentUser carried it; none by default. */
  feedbackEmail?: string;
}

/** The signed-in Layout as the main layout route, with a probe page at every path below it. */
export function renderLayout(opts: LayoutRenderOptions = {}) {
  const requests = stubFetch(opts.answer ?? (() => envelope(200)));
  const rendered = renderWithProviders(null, {
    path: opts.path ?? '/home',
    language: opts.language ?? 'zh',
    i18nOptions: opts.i18nOptions,
    preloadedState: {
      session: {
        ...initialSessionState,
        token: 'token-1',
        userInfo: userInfo(opts.user),
        menuList: opts.menuList ?? sampleMenu(),
        feedbackEmail: opts.feedbackEmail ?? null,
      },
    },
    routes: [{ path: '/', element: <Layout />, children: [{ path: '*', element: <PageProbe /> }] }],
  });
  return { ...rendered, requests };
}

/** Pretends the window is narrower than 992 px (or not) for code that asks matchMedia. */
export function mockViewport(mobile: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: mobile,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
