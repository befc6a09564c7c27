import type { AuthorizeEntry, CurrentUserBaseInfo, SystemLogEntry } from '@mepm/contract';
import { initialSessionState } from '../../kernel/session-slice';
import type { Language } from '@mepm/contract/codes';
import { userInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { ProfilePage } from './ProfilePage';

/** Test data and rendering for the profile page's tests; not part of the bundle. */

export function baseInfo(overrides: Partial<CurrentUserBaseInfo> = {}): CurrentUserBaseInfo {
  return {
    id: 'u1',
    account: 'zhangsan',
    realName: '张三',
    gender: 'male',
    mobile: '13800138000',
    email: 'zhangsan@example.com',
    organizeName: '机电公司',
    departmentName: '工程部',
    positionNames: ['工程师'],
    roleNames: ['普通用户'],
    headIcon: '',
    signature: '',
    createdTime: new Date(2023, 4, 6, 7, 8, 9).getTime(),
    prevLoginTime: null,
    prevLoginIPAddress: '',
    prevLoginIPAddressName: '',
    ...overrides,
  };
}

export function authorizeEntry(
  id: string,
  fullName: string,
  overrides: Partial<AuthorizeEntry> = {},
): AuthorizeEntry {
  return {
    id,
    parentId: '-1',
    enCode: id,
    fullName,
    names: { zhtw: '', en: '' },
    icon: '',
    type: 2,
    button: [],
    column: [],
    form: [],
    resource: [],
    children: [],
    ...overrides,
  };
}

export function logEntry(id: string, overrides: Partial<SystemLogEntry> = {}): SystemLogEntry {
  return {
    id,
    loginTime: new Date(2024, 0, 2, 3, 4, 5).getTime(),
    ip: '10.0.0.8',
    ipAddressName: '上海',
    userAgent: 'Mozilla/5.0 Chrome/120',
    loginType: 'account',
    ...overrides,
  };
}

export const TOKEN = 't-profile';

/** The profile page on one section, signed in, in the given language. */
export function renderProfile(tab: string, language: Language = 'zh') {
  return renderWithProviders(<ProfilePage />, {
    path: `/profile?tab=${tab}`,
    language,
    preloadedState: {
      session: { ...initialSessionState, token: TOKEN, userInfo: userInfo({ userName: '张三' }) },
    },
  });
}
