import type { DictionaryTypeNode } from '@mepm/contract';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMenuName } from '../../../kernel/i18n/use-shown-language';
import { flattenTree } from './dictionary-tree';

interface Props {
  types: readonly DictionaryTypeNode[];
  selectedId: string | null;
  onSelect: (type: DictionaryTypeNode) => void;
}

/** The dictionary types, categories with their types indented below them. */
export function TypeTree({ types, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const nameOf = useMenuName();
  if (types.length === 0) {
    return <Typography color="text.secondary">{t('systemData.dictionary.noTypes')}</Typography>;
  }
  return (
    <List dense aria-label={t('systemData.dictionary.titles.types')}>
      {flattenTree(types).map(({ node, depth }) => (
        <ListItemButton
          key={node.id}
          selected={node.id === selectedId}
          aria-current={node.id === selectedId ? 'true' : undefined}
          sx={{ pl: 1 + depth * 2 }}
          onClick={() => onSelect(node)}
        >
          <ListItemText
            primary={nameOf(node)}
            secondary={node.enCode}
            slotProps={{
              primary: { sx: { fontWeight: node.children.length > 0 ? 600 : undefined } },
            }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
