import type { ReactElement } from 'react';
import { initialSessionState } from '../../kernel/session-slice';
import { ALL_BUTTONS } from '../../test/admin-page-kit';
import type { AdminPageGrants } from '../../test/admin-page-kit';
import { renderWithProviders } from '../../test/render-with-providers';
import { PageMetaContext } from '../route-meta';

/** Rendering for this folder's tests; not part of the bundle. */

export type TestGrants = Omit<AdminPageGrants, 'language'>;

/** Renders `ui` as a page of a menu entry on which the caller holds `grants` (every button). */
export function renderWithGrants(ui: ReactElement, grants: TestGrants = {}) {
  const codes = (list: readonly string[]) => list.map((enCode) => ({ enCode, fullName: enCode }));
  const permission = {
    modelId: 'm-test',
    button: codes(grants.buttons ?? ALL_BUTTONS),
    column: codes(grants.columns ?? []),
    form: [],
    resource: [],
    columnsRestricted: grants.columns !== undefined,
  };
  return renderWithProviders(
    <PageMetaContext.Provider value={{ name: 'test', title: 'Test', modelId: 'm-test' }}>
      {ui}
    </PageMetaContext.Provider>,
    {
      preloadedState: {
        session: { ...initialSessionState, token: 'tok', permissionList: [permission] },
      },
    },
  );
}

/** A mutation trigger double: records its arguments and settles as told. */
/** What the double's failed call rejects with: the base query's error shape. */
export const REFUSAL = { code: 400, msg: '编码已存在' };

export function triggerDouble<Arg>(outcome: 'succeeds' | 'fails' = 'succeeds') {
  const calls: Arg[] = [];
  const trigger = (arg: Arg) => {
    calls.push(arg);
    return {
      unwrap: () => (outcome === 'succeeds' ? Promise.resolve(null) : Promise.reject(REFUSAL)),
    };
  };
  return { trigger, calls };
}
