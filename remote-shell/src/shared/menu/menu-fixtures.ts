import type { MenuEntry } from '@mepm/contract';

/** A menu entry with neutral defaults; tests override only what they are about. */
export function menuEntry(overrides: Partial<MenuEntry> & Pick<MenuEntry, 'enCode'>): MenuEntry {
  return {
    id: overrides.enCode,
    parentId: '-1',
    fullName: `title of ${overrides.enCode}`,
    names: { zhtw: '', en: '' },
    icon: 'icon-ym icon-ym-generator-menu',
    type: 2,
    urlAddress: '',
    linkTarget: '_self',
    propertyJson: '',
    sortCode: 0,
    hasChildren: false,
    children: [],
    ...overrides,
  };
}
