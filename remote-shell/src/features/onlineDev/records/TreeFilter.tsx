import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { FormField } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useTreeOptions } from './tree-options';

interface Props {
  field: FormField;
  /** The chosen option's value; undefined: every record. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** The key of the "all" node, which no option value has. */
const ALL = '#all';

/**
 * List type 2: the tree field's options beside the table; choosing one lists the records whose
 * tree field holds it, choosing "all" lists every record again.
 */
export function TreeFilter({ field, value, onChange }: Props) {
  const { t } = useTranslation();
  const options = useTreeOptions(field);
  const label = field.__config__.label;
  return (
    <>
      <Typography variant="subtitle2" sx={{ px: 1, pb: 1 }}>
        {label}
      </Typography>
      <RichTreeView
        aria-label={label}
        items={[{ id: ALL, label: t('onlineDev.records.treeAll') }, ...options]}
        selectedItems={value ?? ALL}
        onSelectedItemsChange={(_event, id) => onChange(id === null || id === ALL ? undefined : id)}
        expansionTrigger="iconContainer"
      />
    </>
  );
}
