import type { MenuEntry } from '@mepm/contract';
import fc from 'fast-check';
import { routesFromMenu } from './routes-from-menu';

const context = { token: 't', dataVisualHost: 'https://v.example.com' };

// Codes drawn from a small alphabet with dots and dashes, so that rewrites collide often.
const code = fc.string({ unit: fc.constantFrom('a', 'b', '.', '-'), maxLength: 4 });

const fields = {
  id: fc.string({ maxLength: 3 }),
  parentId: fc.string({ maxLength: 3 }),
  enCode: code,
  fullName: fc.string({ maxLength: 10 }),
  names: fc.record({ zhtw: fc.string({ maxLength: 10 }), en: fc.string({ maxLength: 10 }) }),
  icon: fc.string({ maxLength: 5 }),
  type: fc.integer({ min: -1, max: 10 }),
  urlAddress: fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('https://x.test/?t=${token}', 'javascript:void 0', '${dataV}/v', '/a?b#c'),
  ),
  linkTarget: fc.constantFrom('_self', '_blank', ''),
  propertyJson: fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.json(),
    fc.constant('{"moduleId":"m","isTree":1}'),
  ),
  sortCode: fc.integer(),
  hasChildren: fc.boolean(),
};

/** Entries with children down to `depth` levels; a fixed depth keeps generation finite. */
function entryArbitrary(depth: number): fc.Arbitrary<MenuEntry> {
  const children: fc.Arbitrary<MenuEntry[]> =
    depth === 0 ? fc.constant([]) : fc.array(entryArbitrary(depth - 1), { maxLength: 3 });
  return fc.record({ ...fields, children });
}

const menuList = fc.array(entryArbitrary(3), { maxLength: 4 });

function countEntries(list: readonly MenuEntry[]): number {
  return list.reduce((sum, item) => sum + 1 + countEntries(item.children), 0);
}

function allCodes(list: readonly MenuEntry[]): string[] {
  return list.flatMap((item) => [item.enCode, ...allCodes(item.children)]);
}

describe('routesFromMenu on random trees', () => {
  it('never throws, gives one route per entry and never repeats a name', () => {
    fc.assert(
      fc.property(menuList, (list) => {
        const routes = routesFromMenu(list, context);
        expect(routes).toHaveLength(countEntries(list));
        expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
        for (const route of routes) expect(route.path.startsWith('/')).toBe(true);
      }),
    );
  });

  it('names each entry after its code when the dashed codes are distinct', () => {
    fc.assert(
      fc.property(menuList, (list) => {
        const dashed = allCodes(list).map((value) => value.trim().replaceAll('.', '-'));
        fc.pre(dashed.every(Boolean) && new Set(dashed).size === dashed.length);
        expect(routesFromMenu(list, context).map((route) => route.name)).toEqual(dashed);
      }),
    );
  });
});
