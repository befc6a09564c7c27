import { useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { CrudListPage, useClientPage, useCrudList } from '../../../shared/crud';
import {
  useDeleteDictionaryItemMutation,
  useDictionaryDataQuery,
  useDictionaryTypesQuery,
  useSetDictionaryItemStateMutation,
} from './api';
import { useDataColumns, type DataRow } from './data-columns';
import { DataFormDialog } from './DataFormDialog';
import { findNode, flattenTree } from './dictionary-tree';
import { TransferButtons } from './TransferButtons';
import { TypePanel } from './TypePanel';

/**
 * System data → dictionaries (/systemData/dictionary): the type tree on the left, the chosen
 * type's items on the right (indented as a tree for a tree type), with import and export.
 */
export function DictionaryPage() {
  const { t } = useTranslation();
  const types = useDictionaryTypesQuery({}).data?.list ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const selected = findNode(types, chosenId);
  const [keyword, setKeyword] = useState('');
  const data = useDictionaryDataQuery(selected ? { typeId: selected.id, keyword } : skipToken);
  const rows = useMemo<DataRow[]>(
    () =>
      selected
        ? flattenTree(data.data?.list ?? []).map(({ node, depth }) => ({ ...node, depth }))
        : [],
    [data.data, selected],
  );
  const page = useClientPage(rows, data);
  const [remove] = useDeleteDictionaryItemMutation();
  const [setEnabled] = useSetDictionaryItemStateMutation();
  const crud = useCrudList<DataRow>({ remove, setEnabled });
  return (
    <CrudListPage
      title={t('systemData.dictionary.titles.list')}
      crud={crud}
      columns={useDataColumns(crud.actionsOf)}
      page={page}
      onSearch={setKeyword}
      aside={<TypePanel types={types} selected={selected} onSelect={setChosenId} />}
      filters={
        selected ? (
          <TransferButtons type={selected} />
        ) : (
          <Typography color="text.secondary">{t('systemData.dictionary.chooseType')}</Typography>
        )
      }
      renderForm={(target, close) =>
        selected && <DataFormDialog target={target} type={selected} onClose={close} />
      }
    />
  );
}
