import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SystemMenuNode } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { PermissionGate } from '../../../shared/permission';

export interface MenuRowHandlers {
  onAddChild: (node: SystemMenuNode) => void;
  onEdit: (node: SystemMenuNode) => void;
  onToggle: (node: SystemMenuNode) => void;
  onElements: (node: SystemMenuNode) => void;
  onRemove: (node: SystemMenuNode) => void;
}

/** One row's actions, each removed unless the page grants its button code. */
export function MenuRowActions({ node, ...on }: MenuRowHandlers & { node: SystemMenuNode }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5}>
      <PermissionGate code={ADMIN_BUTTON.add}>
        <Button size="small" onClick={() => on.onAddChild(node)}>
          {t('system.menu.addChild')}
        </Button>
      </PermissionGate>
      <PermissionGate code={ADMIN_BUTTON.edit}>
        <Button size="small" onClick={() => on.onEdit(node)}>
          {t('system.menu.edit')}
        </Button>
        <Button size="small" onClick={() => on.onToggle(node)}>
          {t(node.enabled ? 'system.menu.disable' : 'system.menu.enable')}
        </Button>
      </PermissionGate>
      <Button size="small" onClick={() => on.onElements(node)}>
        {t('system.menu.elements')}
      </Button>
      <PermissionGate code={ADMIN_BUTTON.remove}>
        <Button size="small" color="error" onClick={() => on.onRemove(node)}>
          {t('system.menu.remove')}
        </Button>
      </PermissionGate>
    </Stack>
  );
}
