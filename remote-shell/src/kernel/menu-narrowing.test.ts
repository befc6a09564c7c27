import type { MenuEntry } from '@mepm/contract';
import { narrowMenu } from './menu-narrowing';

function entry(enCode: string, children: MenuEntry[] = []): MenuEntry {
  return {
    id: enCode,
    parentId: '-1',
    enCode,
    fullName: `name of ${enCode}`,
    names: { zhtw: '', en: '' },
    icon: '',
    type: children.length ? 1 : 2,
    urlAddress: enCode,
    linkTarget: '_self',
    propertyJson: '',
    sortCode: 0,
    hasChildren: children.length > 0,
    children,
  };
}

const codes = (menu: MenuEntry[]): string[] => menu.map((item) => item.enCode);

const menu = [
  entry('home'),
  entry('project', [
    entry('hse', [entry('hse.check'), entry('hse.risk')]),
    entry('material', [entry('material.stock')]),
    entry('card', [entry('card.a'), entry('card.b'), entry('card.c'), entry('card.d')]),
    entry('project.plan'),
  ]),
  entry('system', [entry('system.user')]),
];

describe('narrowMenu', () => {
  it('keeps everything without a module name or with an unknown one', () => {
    expect(narrowMenu(menu)).toEqual(menu);
    expect(narrowMenu(menu, '')).toEqual(menu);
    expect(narrowMenu(menu, 'finance')).toEqual(menu);
  });

  it('keeps only the hazard-safety entry, with its children, for hse', () => {
    const narrowed = narrowMenu(menu, 'hse');
    expect(codes(narrowed)).toEqual(['hse']);
    expect(codes(narrowed[0]?.children ?? [])).toEqual(['hse.check', 'hse.risk']);
  });

  it('keeps only the materials entry for material', () => {
    expect(codes(narrowMenu(menu, 'material'))).toEqual(['material']);
  });

  it('keeps only the certificate entry with its first three children for card', () => {
    const narrowed = narrowMenu(menu, 'card');
    expect(codes(narrowed)).toEqual(['card']);
    expect(codes(narrowed[0]?.children ?? [])).toEqual(['card.a', 'card.b', 'card.c']);
  });

  it('removes the three entries anywhere in the tree for exclude-hse-material-card', () => {
    const narrowed = narrowMenu(menu, 'exclude-hse-material-card');
    expect(codes(narrowed)).toEqual(['home', 'project', 'system']);
    expect(codes(narrowed[1]?.children ?? [])).toEqual(['project.plan']);
  });

  it('gives an empty menu when the module entry does not exist', () => {
    expect(narrowMenu([entry('home')], 'hse')).toEqual([]);
  });

  it('does not change the menu it was given', () => {
    const before = JSON.stringify(menu);
    narrowMenu(menu, 'card');
    narrowMenu(menu, 'exclude-hse-material-card');
    expect(JSON.stringify(menu)).toBe(before);
  });
});
