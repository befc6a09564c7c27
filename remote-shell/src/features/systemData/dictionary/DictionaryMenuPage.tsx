import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DictionaryOptionNode } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useDictionaryOptionsQuery } from '../../../kernel/dictionary/dictionary-api';
import type { MenuTypePageProps } from '../../../kernel/feature';
import { useShownLanguage } from '../../../kernel/i18n/use-shown-language';

interface Row {
  node: DictionaryOptionNode;
  depth: number;
}

/** The items depth first, each with its depth in the tree. */
function rowsOf(nodes: readonly DictionaryOptionNode[], depth = 0, into: Row[] = []): Row[] {
  for (const node of nodes) {
    into.push({ node, depth });
    rowsOf(node.children, depth + 1, into);
  }
  return into;
}

/**
 * What a menu entry of type 4 (dynamic dictionary) opens: the enabled items of the dictionary
 * type its `moduleId` names (by id or code), in the shown language, nested for a tree type. It
 * reads what every select reads, so the menu's grant is all it takes; the items are changed on
 * the dictionary page.
 */
export default function DictionaryMenuPage({ moduleId, title }: MenuTypePageProps) {
  const { t } = useTranslation();
  const language = useShownLanguage();
  const { data, isError, isLoading } = useDictionaryOptionsQuery({ enCode: moduleId, language });
  const rows = rowsOf(data?.list ?? []);
  const label = t('systemData.dictionary.menuPage.label', { title });
  return (
    <Box sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {isError ? (
        <Alert severity="error">{t('systemData.dictionary.menuPage.loadFailed')}</Alert>
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-label={label} aria-busy={isLoading}>
            <TableHead>
              <TableRow>
                <TableCell>{t('systemData.dictionary.fields.enCode')}</TableCell>
                <TableCell>{t('systemData.dictionary.fields.fullName')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ node, depth }) => (
                <TableRow key={node.id}>
                  <TableCell sx={{ pl: 2 + depth * 3 }}>{node.enCode}</TableCell>
                  <TableCell>{node.fullName}</TableCell>
                </TableRow>
              ))}
              {!isLoading && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={2}>{t('systemData.dictionary.menuPage.empty')}</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}
