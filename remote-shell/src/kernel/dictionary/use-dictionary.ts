import { useCallback, useMemo } from 'react';
import type { DictionaryOptionNode } from '@mepm/contract';
import { useShownLanguage } from '../i18n/use-shown-language';
import { useDictionaryOptionsQuery } from './dictionary-api';

/** One option of a select: the item's code is the stored value, its name the label. */
export interface DictionaryOption {
  value: string;
  label: string;
}

export interface DictionaryOptions {
  /** Every enabled item, depth first, for a plain select. */
  options: readonly DictionaryOption[];
  /** The enabled items as a tree (ids are the item codes), for a tree select. */
  tree: readonly DictionaryTreeOption[];
  /** The shown name of a stored code; the code itself when the dictionary lacks it. */
  labelOf: (value: string) => string;
  isLoading: boolean;
  isError: boolean;
}

/** A tree select's node: `id` is the item's code, the value a form stores. */
export interface DictionaryTreeOption {
  id: string;
  fullName: string;
  children: DictionaryTreeOption[];
}

const NONE: DictionaryOptionNode[] = [];

function toTree(nodes: readonly DictionaryOptionNode[]): DictionaryTreeOption[] {
  return nodes.map((node) => ({
    id: node.enCode,
    fullName: node.fullName,
    children: toTree(node.children),
  }));
}

function flatten(nodes: readonly DictionaryOptionNode[], into: DictionaryOption[] = []) {
  for (const node of nodes) {
    into.push({ value: node.enCode, label: node.fullName });
    flatten(node.children, into);
  }
  return into;
}

/**
 * The options of the dictionary whose type has the code `enCode`, in the shown language: loaded
 * once and shared by every component asking for it, loaded again after the dictionary page
 * changes any dictionary. Disabled items are not offered.
 */
export function useDictionary(enCode: string): DictionaryOptions {
  const language = useShownLanguage();
  const query = useDictionaryOptionsQuery({ enCode, language });
  const nodes = query.data?.list ?? NONE;
  const options = useMemo(() => flatten(nodes), [nodes]);
  const tree = useMemo(() => toTree(nodes), [nodes]);
  const labels = useMemo(
    () => new Map(options.map((option) => [option.value, option.label])),
    [options],
  );
  const labelOf = useCallback((value: string) => labels.get(value) ?? value, [labels]);
  return { options, tree, labelOf, isLoading: query.isLoading, isError: query.isError };
}
