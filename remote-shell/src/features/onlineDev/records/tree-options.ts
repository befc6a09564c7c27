import { useMemo } from 'react';
import type { FieldOption, FormField } from '@mepm/contract';
import type { DictionaryOptionNode } from '@mepm/contract';
import { useDictionaryOptionsQuery } from '../../../kernel/dictionary/dictionary-api';
import { useShownLanguage } from '../../../kernel/i18n/use-shown-language';
import { useFieldOrganizeTreeQuery } from '../../../shared/form-renderer/fields/lookups-api';
import { useDataInterfaceOptionsQuery } from '../../../shared/form-renderer/options/data-interface-options-api';

/** A node of the list's tree: an option's stored value and its name. */
export interface TreeOption {
  id: string;
  label: string;
  children?: TreeOption[];
}

interface OptionNode {
  id: string | number;
  fullName: string;
  children?: readonly OptionNode[];
}

const NONE: readonly FieldOption[] = [];
const NONE_ORGANISATIONS: readonly OptionNode[] = [];

function toTree(options: readonly OptionNode[]): TreeOption[] {
  return options.map((option) => ({
    id: String(option.id),
    label: option.fullName,
    ...(option.children?.length ? { children: toTree(option.children) } : {}),
  }));
}

/** A dictionary's items: a record stores the item's code. */
function fromDictionary(nodes: readonly DictionaryOptionNode[]): TreeOption[] {
  return nodes.map((node) => ({
    id: node.enCode,
    label: node.fullName,
    ...(node.children.length ? { children: fromDictionary(node.children) } : {}),
  }));
}

/** Fields whose values are organisations or departments: the tree is the organisation's. */
const ORGANISATION_KEYS: readonly string[] = [
  'organizeSelect',
  'departmentSelect',
  'currOrganize',
  'currDepartment',
];

/**
 * The options of the list's tree field, from where its design says, as the form's selects
 * read them: static options, a dictionary (its item codes), or a data interface; for an
 * organisation or department field the companies and departments (a record stores their ids).
 */
export function useTreeOptions(field: FormField): TreeOption[] {
  const organisation = ORGANISATION_KEYS.includes(field.__config__.wyzxKey);
  const organizes = useFieldOrganizeTreeQuery(undefined, { skip: !organisation });
  const config = field.__config__ as {
    dataType?: string;
    dictionaryType?: string;
    propsUrl?: string;
  };
  const dictionaryType = config.dataType === 'dictionary' ? (config.dictionaryType ?? '') : '';
  const interfaceId = config.dataType === 'dynamic' ? (config.propsUrl ?? '') : '';
  const language = useShownLanguage();
  const dictionary = useDictionaryOptionsQuery(
    { enCode: dictionaryType, language },
    { skip: dictionaryType === '' },
  );
  const dynamic = useDataInterfaceOptionsQuery(
    { id: interfaceId, formInstance: 'onlineDev.records.tree' },
    { skip: interfaceId === '' },
  );
  const slot = (field as { __slot__?: { options?: readonly FieldOption[] } }).__slot__;
  return useMemo(() => {
    if (organisation) return toTree(organizes.data?.list ?? NONE_ORGANISATIONS);
    if (dictionaryType) return fromDictionary(dictionary.data?.list ?? []);
    if (interfaceId) return toTree(dynamic.data?.list ?? NONE);
    return toTree(slot?.options ?? NONE);
  }, [
    organisation,
    organizes.data,
    dictionaryType,
    dictionary.data,
    interfaceId,
    dynamic.data,
    slot,
  ]);
}
