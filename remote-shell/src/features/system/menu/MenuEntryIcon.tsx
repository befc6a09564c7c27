import type { SystemMenuNode } from '@mepm/contract';
import { MenuType } from '@mepm/contract/codes';
import { iconForName } from '../../../shared/menu-icon';

/**
 * The icon the shell's menus draw for the entry (the same map, the same folder or page
 * fallback); the stored class name is the icon's title, for hover and screen readers.
 */
export function MenuEntryIcon({ node }: { node: SystemMenuNode }) {
  const Icon = iconForName(node.icon, node.type === MenuType.directory);
  return (
    <Icon fontSize="small" titleAccess={node.icon || undefined} sx={{ verticalAlign: 'middle' }} />
  );
}
