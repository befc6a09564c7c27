import { useTranslation } from 'react-i18next';
import type { ElementKind } from '../api';

/** "Add button", "Edit data scheme" and the like: the dialog names the kind it adds or edits. */
export function useElementDialogTitle(kind: ElementKind | 'scheme', editing: boolean): string {
  const { t } = useTranslation();
  return t(editing ? 'system.menu.element.editTitle' : 'system.menu.element.addTitle', {
    kind: t(`system.menu.element.tabs.${kind}`),
  });
}
