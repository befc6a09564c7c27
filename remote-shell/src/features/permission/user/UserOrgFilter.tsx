import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { OrgTree } from '../../../shared/tree';
import { useOrganizeLevels } from '../common/use-org-loaders';

export interface UserOrgFilterProps {
  organizeId: string | null;
  onChange: (organizeId: string | null) => void;
}

/** The organisation tree beside the users list: choosing a node lists its users (and below). */
export function UserOrgFilter({ organizeId, onChange }: UserOrgFilterProps) {
  const { t } = useTranslation();
  const loadChildren = useOrganizeLevels();
  return (
    <Paper variant="outlined" sx={{ p: 1, width: 260, flexShrink: 0 }}>
      <OrgTree
        label={t('permission.user.titles.orgTree')}
        loadChildren={loadChildren}
        selectedIds={organizeId ? [organizeId] : []}
        onSelectedChange={(ids) => onChange(ids[0] ?? null)}
        height={560}
      />
    </Paper>
  );
}
