import {
  checkKeys,
  fromGrantLists,
  grantKey,
  indexGrantTree,
  keepLocked,
  reconcileSelection,
  toGrantLists,
  uncheckKeys,
} from './grant-tree';
import type { GrantMenu } from './grant-tree';
import { elementTabChange, partlyGranted } from './grant-tab';
import { grantView, viewKeys } from './grant-view';

const none = { button: [], column: [], form: [], resource: [] };
const menus: GrantMenu[] = [
  {
    id: 'sys',
    label: '系统管理',
    elements: none,
    children: [
      {
        id: 'user',
        label: '用户管理',
        elements: {
          button: [{ id: 'b-add', label: '新增' }],
          column: [{ id: 'c-acc', label: '账号' }],
          form: [],
          resource: [{ id: 's-own', label: '本人' }],
        },
        children: [],
      },
    ],
  },
  { id: 'home', label: '首页', elements: none, children: [] },
];
const index = indexGrantTree(menus);
const sorted = (keys: readonly string[]) => [...keys].sort();

describe('grant tree rules', () => {
  it('checking a button checks its menu and every menu above', () => {
    expect(sorted(checkKeys(index, [], [grantKey('button', 'b-add')]))).toEqual(
      sorted(['button:b-add', 'menu:user', 'menu:sys']),
    );
  });

  it('unchecking a menu unchecks its elements and sub-menus, and nothing else', () => {
    const all = ['menu:sys', 'menu:user', 'button:b-add', 'column:c-acc', 'menu:home'];
    expect(uncheckKeys(index, all, ['menu:sys'])).toEqual(['menu:home']);
  });

  it('reconciles a raw tree change: an added child pulls its menus in', () => {
    const next = reconcileSelection(index, ['menu:home'], ['menu:home', 'resource:s-own']);
    expect(sorted(next)).toEqual(sorted(['menu:home', 'resource:s-own', 'menu:user', 'menu:sys']));
  });

  it('reconciles a raw tree change: a removed menu drops what hangs below it', () => {
    const before = ['menu:sys', 'menu:user', 'button:b-add'];
    expect(reconcileSelection(index, before, ['menu:sys', 'button:b-add'])).toEqual(['menu:sys']);
  });

  it('turns keys into the id lists of the body and back, ignoring unknown ids', () => {
    const lists = toGrantLists(['menu:user', 'menu:sys', 'column:c-acc']);
    expect(lists).toEqual({
      menu: ['sys', 'user'],
      button: [],
      column: ['c-acc'],
      form: [],
      resource: [],
    });
    expect(fromGrantLists(index, { ...lists, button: ['gone'] })).toEqual([
      'menu:sys',
      'menu:user',
      'column:c-acc',
    ]);
  });
});

describe('grant views', () => {
  const held = new Set(['menu:sys', 'menu:user']);

  it('shows on an element tab only the granted menus holding that kind, elements first', () => {
    expect(grantView(menus, 'button', held)).toEqual([
      {
        id: 'menu:sys',
        label: '系统管理',
        children: [
          {
            id: 'menu:user',
            label: '用户管理',
            children: [{ id: 'button:b-add', label: '新增', children: [] }],
          },
        ],
      },
    ]);
    expect(viewKeys(grantView(menus, 'menu', new Set()))).toEqual([
      'menu:sys',
      'menu:user',
      'menu:home',
    ]);
  });

  it('offers no element of a menu the object does not hold, so none can grant it', () => {
    expect(grantView(menus, 'button', new Set(['menu:sys']))).toEqual([]);
    expect(grantView(menus, 'column', new Set())).toEqual([]);
  });

  it('shows a dash on a branch granted in part, a tick only on a whole one', () => {
    const view = grantView(menus, 'menu', new Set());
    expect(partlyGranted(view, new Set(['menu:sys']))).toEqual(new Set(['menu:sys']));
    expect(partlyGranted(view, new Set(['menu:sys', 'menu:user']))).toEqual(new Set());
    const columns = grantView(menus, 'resource', held);
    expect(partlyGranted(columns, held)).toEqual(new Set(['menu:sys', 'menu:user']));
    expect(partlyGranted(columns, new Set([...held, 's-own'].map(String)))).toEqual(
      new Set(['menu:sys', 'menu:user']),
    );
    expect(partlyGranted(columns, new Set([...held, 'resource:s-own']))).toEqual(new Set());
  });

  it('never grants or withdraws a menu from an element tab: its click ticks its elements', () => {
    const view = grantView(menus, 'button', held);
    const before = [...held];
    // The view proposes the menu's removal: its buttons are ticked instead.
    const ticked = elementTabChange('button', view, before, ['menu:sys']);
    expect(sorted(ticked)).toEqual(['button:b-add', 'menu:sys', 'menu:user']);
    // Clicked again with all its buttons ticked: they are unticked, the menus stay.
    const unticked = elementTabChange('button', view, ticked, ['menu:sys', 'button:b-add']);
    expect(sorted(unticked)).toEqual(['menu:sys', 'menu:user']);
    // On the menus tab the change is the grants' own.
    expect(elementTabChange('menu', view, before, ['menu:sys'])).toEqual(['menu:sys']);
  });

  it('keeps locked keys as the server holds them, with the menus a locked key needs', () => {
    const button = grantKey('button', 'b-add');
    const column = grantKey('column', 'c-acc');
    const baseline = [grantKey('menu', 'sys'), grantKey('menu', 'user'), column];
    const locked = new Set([column, grantKey('menu', 'home')]);
    // Unchecking everything leaves the locked column and the menus it needs.
    expect(sorted(keepLocked(index, [], baseline, locked))).toEqual(sorted(baseline));
    // Checking a locked menu does nothing; an unlocked button under held menus is fine.
    const proposed = [...baseline, grantKey('menu', 'home'), button];
    expect(sorted(keepLocked(index, proposed, baseline, locked))).toEqual(
      sorted([...baseline, button]),
    );
  });

  it('leaves a node unchecked whose menu is locked and unchecked', () => {
    const locked = new Set([grantKey('menu', 'user')]);
    const proposed = checkKeys(index, [], [grantKey('button', 'b-add')]);
    expect(keepLocked(index, proposed, [], locked)).toEqual([grantKey('menu', 'sys')]);
  });
});
