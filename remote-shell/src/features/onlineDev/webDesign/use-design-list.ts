import { useCallback, useMemo, useState } from 'react';
import type { WebDesignRow } from '@mepm/contract';
import { ADMIN_BUTTON, WEB_DESIGN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete, useNotifySuccess } from '../../../shared/crud';
import type { CrudList, DialogTarget, RowAction } from '../../../shared/crud';
import { usePermission } from '../../../shared/permission';
import {
  useCopyWebDesignMutation,
  useDeleteWebDesignMutation,
  useLazyWebDesignQuery,
  useSetWebDesignStateMutation,
} from './api';
import { downloadDesign } from './design-file';

/** The list's dialogs, and the design whose form is open in the designer. */
export interface DesignList extends CrudList<WebDesignRow> {
  designing: WebDesignRow | null;
  closeDesigner: () => void;
  /** The released design being published to a menu. */
  publishing: WebDesignRow | null;
  closePublish: () => void;
  /** The design whose release (and what it does to its tables) is being shown. */
  releasing: WebDesignRow | null;
  closeRelease: () => void;
}

/**
 * The designs list's dialogs and row buttons, each with its grant: edit, design (the form in the
 * designer: it saves the design as edit does, so edit's grant), copy, release or back to draft
 * (state; a release first shows what it does to the tables), publish to a menu (publish; released designs only), export (the page's grant: it
 * reads the design), delete.
 */
export function useDesignList(): DesignList {
  const { t } = useTranslation();
  const { hasButton } = usePermission();
  const notify = useNotifySuccess();
  const [remove] = useDeleteWebDesignMutation();
  const [copy] = useCopyWebDesignMutation();
  const [setState] = useSetWebDesignStateMutation();
  const [readDesign] = useLazyWebDesignQuery();
  const deletion = useConfirmDelete((id) => remove(id).unwrap());
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const [designing, setDesigning] = useState<WebDesignRow | null>(null);
  const [publishing, setPublishing] = useState<WebDesignRow | null>(null);
  const [releasing, setReleasing] = useState<WebDesignRow | null>(null);
  const { ask } = deletion;
  const actionsOf = useMemo(() => {
    const can = {
      edit: hasButton(ADMIN_BUTTON.edit),
      copy: hasButton(WEB_DESIGN_BUTTON.copy),
      state: hasButton(ADMIN_BUTTON.state),
      publish: hasButton(WEB_DESIGN_BUTTON.publish),
      remove: hasButton(ADMIN_BUTTON.remove),
    };
    // Refusals are toasted by the base query; only successes are said here.
    const ignore = () => undefined;
    return (row: WebDesignRow): RowAction[] => {
      const actions: RowAction[] = [];
      const button = (label: RowAction['label'], onClick: () => void) =>
        actions.push({ label, onClick });
      if (can.edit) {
        button(t('crud.buttons.edit'), () => setTarget({ mode: 'edit', id: row.id }));
        button(t('onlineDev.webDesign.buttons.design'), () => setDesigning(row));
      }
      if (can.copy)
        button(t('onlineDev.webDesign.buttons.copy'), () => {
          copy(row.id)
            .unwrap()
            .then(() => notify('onlineDev.webDesign.notice.copied'), ignore);
        });
      if (can.state && row.state === 1) {
        button(t('onlineDev.webDesign.buttons.draft'), () => {
          setState({ id: row.id, state: 0 })
            .unwrap()
            .then(() => notify('onlineDev.webDesign.notice.drafted'), ignore);
        });
      } else if (can.state) {
        // A release changes tables: it shows what it will run first (ReleaseDialog).
        button(t('onlineDev.webDesign.buttons.release'), () => setReleasing(row));
      }
      if (can.publish && row.state === 1)
        button(t('onlineDev.webDesign.buttons.publish'), () => setPublishing(row));
      button(t('onlineDev.webDesign.buttons.export'), () => {
        readDesign(row.id).unwrap().then(downloadDesign, ignore);
      });
      if (can.remove)
        actions.push({ label: t('crud.buttons.remove'), onClick: () => ask(row.id), danger: true });
      return actions;
    };
  }, [hasButton, t, ask, copy, setState, readDesign, notify]);
  return {
    actionsOf,
    target,
    openCreate: useCallback(() => setTarget({ mode: 'create' }), []),
    closeForm: useCallback(() => setTarget(null), []),
    deletion: deletion.dialogProps,
    designing,
    closeDesigner: useCallback(() => setDesigning(null), []),
    publishing,
    closePublish: useCallback(() => setPublishing(null), []),
    releasing,
    closeRelease: useCallback(() => setReleasing(null), []),
  };
}
