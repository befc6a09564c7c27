import type { DictionaryTypeBriefNode } from '@mepm/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../inputs/ChoiceInput';
import { withNote } from '../inputs/coded-choices';
import { LookupInput } from '../inputs/LookupInput';
import { useDesignerDictionaryTypesQuery } from '../lookups-api';

/** OptionConfig's cap on `dictionaryType`. */
const ID_LIMIT = 64;

function flatten(
  name: (node: DictionaryTypeBriefNode) => string,
  nodes: readonly DictionaryTypeBriefNode[],
  depth = 0,
  into: Choice<string>[] = [],
) {
  for (const node of nodes) {
    // Nested types are indented under their category, as the dictionary page shows them.
    into.push({
      value: node.id,
      label: `${'\u3000'.repeat(depth)}${name(node)}`,
    });
    flatten(name, node.children, depth + 1, into);
  }
  return into;
}

export interface DictionaryTypeChooserProps {
  value: string | undefined;
  onChange: (typeId: string | undefined) => void;
}

/** The dictionary type (its id) whose items a field offers. */
export function DictionaryTypeChooser({ value, onChange }: DictionaryTypeChooserProps) {
  const { t } = useTranslation();
  const query = useDesignerDictionaryTypesQuery(undefined);
  const choices = useMemo(() => {
    const name = (node: DictionaryTypeBriefNode) => withNote(t, node.fullName, node.enCode);
    return query.data ? flatten(name, query.data.list) : undefined;
  }, [t, query.data]);
  return (
    <LookupInput
      label={t('formDesignerProps.options.dictionaryType')}
      value={value}
      onChange={onChange}
      choices={choices}
      failed={query.isError}
      maxLength={ID_LIMIT}
    />
  );
}
