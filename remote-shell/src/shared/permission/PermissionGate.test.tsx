import { screen } from '@testing-library/react';
import type { PermissionItem } from '@mepm/contract';
import { initialSessionState } from '../../kernel/session-slice';
import { renderWithProviders } from '../../test/render-with-providers';
import { PageMetaContext } from '../route-meta';
import type { RouteMeta } from '../route-meta';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { PermissionGate } from './PermissionGate';

const permissionList: PermissionItem[] = [
  {
    modelId: 'users',
    button: [{ enCode: ADMIN_BUTTON.add, fullName: '新增' }],
    column: [{ enCode: 'account', fullName: '账号' }],
    form: [],
    resource: [],
  },
];

function renderGated(meta: RouteMeta | null) {
  return renderWithProviders(
    <PageMetaContext.Provider value={meta}>
      <PermissionGate code={ADMIN_BUTTON.add}>
        <button type="button">新增</button>
      </PermissionGate>
      <PermissionGate code={ADMIN_BUTTON.remove}>
        <button type="button">删除</button>
      </PermissionGate>
      <PermissionGate code="account" kind="column">
        <span>账号列</span>
      </PermissionGate>
    </PageMetaContext.Provider>,
    { preloadedState: { session: { ...initialSessionState, token: 'tok', permissionList } } },
  );
}

describe('PermissionGate', () => {
  it('keeps what the page grants and removes the rest', () => {
    renderGated({ name: 'system-user', title: '用户管理', modelId: 'users' });
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.getByText('账号列')).toBeInTheDocument();
  });

  it('removes everything when no permission item matches the modelId', () => {
    renderGated({ name: 'system-role', title: '角色管理', modelId: 'roles' });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByText('账号列')).not.toBeInTheDocument();
  });

  it('removes everything on a page without a modelId', () => {
    renderGated({ name: 'home', title: '首页' });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });
});
