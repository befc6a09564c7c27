import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../kernel/hooks';
import { PositionPickerDialog, UserPickerDialog } from '../../../shared/pickers';
import type { OrgNode } from '../../../shared/tree';
import { authorizeApi } from './api';
import type { AuthorizeObject } from './authorize-object';
import { toOrgNodes } from '../../../shared/tree';

interface Props {
  objectType: 'position' | 'user';
  onChoose: (object: AuthorizeObject) => void;
}

/** Opens the position picker (one whole tree) or the user picker (lazy, searchable). */
export function PickObjectButton({ objectType, onChoose }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);

  const loadPositions = useCallback(
    async (parentId: string | null): Promise<OrgNode[]> => {
      // The whole tree arrives at once; deeper levels come with their parents.
      if (parentId !== null) return [];
      const request = authorizeApi.endpoints.authorizePositionTree.initiate(undefined);
      const data = await dispatch(request).unwrap();
      return toOrgNodes(data.list, 'whole');
    },
    [dispatch],
  );
  const loadUsers = useCallback(
    async (parentId: string | null): Promise<OrgNode[]> => {
      const args = parentId === null ? {} : { parentId };
      const data = await dispatch(authorizeApi.endpoints.authorizeUserTree.initiate(args)).unwrap();
      return toOrgNodes(data.list, 'lazy');
    },
    [dispatch],
  );
  const searchUsers = useCallback(
    async (keyword: string): Promise<OrgNode[]> => {
      const request = authorizeApi.endpoints.authorizeUserTree.initiate({ keyword });
      const data = await dispatch(request).unwrap();
      return toOrgNodes(data.list, 'lazy');
    },
    [dispatch],
  );

  const confirm = ([node]: OrgNode[]) => {
    setOpen(false);
    if (node) onChoose({ objectType, objectId: node.id, name: node.fullName });
  };
  const Picker = objectType === 'user' ? UserPickerDialog : PositionPickerDialog;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t(
          objectType === 'user'
            ? 'permission.authorize.chooseUser'
            : 'permission.authorize.choosePosition',
        )}
      </Button>
      <Picker
        open={open}
        title={t(`permission.authorize.objectTypes.${objectType}`)}
        loadChildren={objectType === 'user' ? loadUsers : loadPositions}
        search={objectType === 'user' ? searchUsers : undefined}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
