import { serveRoutes } from '../../test/admin-page-kit';

/*
 * Test support: the areas of the address picker's tests, one branch deep to a district
 * (湖北省 → 武汉市 → 江岸区) beside a second province.
 */

const area = (id: string, fullName: string, type: 'province' | 'city' | 'district') => ({
  id,
  enCode: id,
  fullName,
  type,
  hasChildren: type !== 'district',
});

/** Answers the area selector for the provinces and that one branch. */
export function serveAreas() {
  return serveRoutes({
    'GET /api/system/Area/-1/Selector': {
      list: [area('420000', '湖北省', 'province'), area('110000', '北京市', 'province')],
    },
    'GET /api/system/Area/420000/Selector': { list: [area('420100', '武汉市', 'city')] },
    'GET /api/system/Area/420100/Selector': { list: [area('420102', '江岸区', 'district')] },
  });
}
