import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../kernel/hooks';
import { toastShown } from '../../../kernel/notice-slice';
import { useAuthorizeDataQuery, useSaveAuthorizeDataMutation } from './api';
import type { AuthorizeObjectArgs } from './api';
import { toBodyIds } from './grant-data';
import { elementTabChange, partlyGranted } from './grant-tab';
import { GRANT_KINDS, toGrantLists } from './grant-tree';
import type { GrantKind } from './grant-tree';
import { branchKeys, describeLocked, grantView, viewKeys } from './grant-view';
import { GrantToolbar } from './GrantToolbar';
import { GrantTree } from './GrantTree';
import { useGrantDraft } from './use-grant-draft';

interface Props {
  object: AuthorizeObjectArgs;
  /** The page asks before discarding unsaved changes, so it must know about them. */
  onDirtyChange: (dirty: boolean) => void;
}

/** One object's grants: a tab per permission kind over one draft, saved in one PUT. */
export function GrantPanel({ object, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useAuthorizeDataQuery(object);
  const [save, { isLoading: saving }] = useSaveAuthorizeDataMutation();
  const draft = useGrantDraft(data);
  const [kind, setKind] = useState<GrantKind>('menu');
  const [expanded, setExpanded] = useState<string[]>([]);
  const { locked, selected } = draft;
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const items = useMemo(
    () => grantView(draft.menus, kind, selectedSet),
    [draft.menus, kind, selectedSet],
  );
  const partial = useMemo(() => partlyGranted(items, selectedSet), [items, selectedSet]);
  const shown = useMemo(
    () =>
      describeLocked(items, locked, selectedSet, (name, granted) =>
        t(
          granted ? 'permission.authorize.lockedGranted' : 'permission.authorize.lockedNotGranted',
          { name },
        ),
      ),
    [items, locked, selectedSet, t],
  );

  const { dirty } = draft;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // On an element tab "deselect all" clears that kind only; on the menu tab it clears the menus,
  // and with them everything, since no element may stay granted without its menu.
  const deselectAll = () =>
    draft.uncheck(kind === 'menu' ? viewKeys(items) : draft.index.keysOf(kind));

  const submit = async () => {
    const body = { objectType: object.objectType, ...toBodyIds(toGrantLists(draft.selected)) };
    const result = await save({ objectId: object.objectId, body });
    if ('data' in result) {
      draft.reset();
      dispatch(toastShown({ kind: 'success', text: t('permission.authorize.saved') }));
    }
  };

  const kindLabel = t(`permission.authorize.tabs.${kind}`);
  let body;
  if (isLoading)
    body = <Typography color="text.secondary">{t('permission.authorize.loading')}</Typography>;
  else if (isError)
    body = <Typography color="error">{t('permission.authorize.loadFailed')}</Typography>;
  else if (items.length === 0)
    body = <Typography color="text.secondary">{t('permission.authorize.empty')}</Typography>;
  else
    body = (
      <GrantTree
        label={t('permission.authorize.tree', { kind: kindLabel })}
        items={shown}
        selected={draft.selected}
        locked={draft.locked}
        partial={partial}
        onChange={(proposed) => draft.change(elementTabChange(kind, items, selected, proposed))}
        expanded={expanded}
        onExpandedChange={setExpanded}
      />
    );

  const readOnlyReason = data?.readOnlyReason;
  return (
    <Box>
      {readOnlyReason !== undefined && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {readOnlyReason}
        </Alert>
      )}
      <Tabs
        value={kind}
        onChange={(_event, value: GrantKind) => setKind(value)}
        aria-label={t('permission.authorize.tabs.label')}
        variant="scrollable"
      >
        {GRANT_KINDS.map((each) => (
          <Tab key={each} value={each} label={t(`permission.authorize.tabs.${each}`)} />
        ))}
      </Tabs>
      <GrantToolbar
        dirty={dirty}
        saving={saving}
        readOnly={readOnlyReason !== undefined}
        onCheckAll={() => draft.check(viewKeys(items))}
        onDeselectAll={deselectAll}
        onExpandAll={() => setExpanded(branchKeys(items))}
        onFoldAll={() => setExpanded([])}
        onSave={() => void submit()}
      />
      <Box sx={{ maxHeight: 560, overflow: 'auto' }}>{body}</Box>
    </Box>
  );
}
