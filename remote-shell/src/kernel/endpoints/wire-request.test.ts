import { DEPARTMENT_RESOURCE_ROUTES, ROLE_RESOURCE_ROUTES } from '@mepm/contract/paths';
import { splitPathArgs } from './path-args';
import { toFetchArgs } from './wire-request';

describe('toFetchArgs', () => {
  it('sends the route method to its filled path with the query and body given', () => {
    expect(
      toFetchArgs(ROLE_RESOURCE_ROUTES.routes.update, {
        params: { id: 'a/b' },
        body: { enCode: 'x' },
      }),
    ).toEqual({ url: '/api/permission/Role/a%2Fb', method: 'PUT', body: { enCode: 'x' } });
    expect(toFetchArgs(ROLE_RESOURCE_ROUTES.routes.list, { query: { keyword: 'k' } })).toEqual({
      url: '/api/permission/Role',
      method: 'GET',
      params: { keyword: 'k' },
    });
  });
});

describe('splitPathArgs', () => {
  it("puts the path's params in the path and the set filters in the query", () => {
    const { path } = DEPARTMENT_RESOURCE_ROUTES.routes.list;
    expect(splitPathArgs(path, { id: 'org1', keyword: 'sales' })).toEqual({
      params: { id: 'org1' },
      query: { keyword: 'sales' },
    });
  });

  it('leaves out empty and absent filters', () => {
    expect(splitPathArgs('/api/x', { keyword: '', organizeId: undefined, pageSize: 20 })).toEqual({
      query: { pageSize: 20 },
    });
  });
});
