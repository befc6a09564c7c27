import { useMemo } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { FieldOption, FormFieldOf } from '@mepm/contract';
import { filterOptions } from '@mepm/form-engine';
import { useDictionary } from '../../../kernel/dictionary/use-dictionary';
import type { DictionaryTreeOption } from '../../../kernel/dictionary/use-dictionary';
import { useRendererContext } from '../renderer-context';
import type { NodeState } from '../linkage/linkage-state';
import { useDataInterfaceOptionsQuery } from './data-interface-options-api';

export type OptionFieldKey = 'radio' | 'checkbox' | 'select' | 'cascader' | 'treeSelect';

interface Props {
  field: FormFieldOf<OptionFieldKey>;
  filter: NodeState['optionFilter'];
  children: (options: readonly FieldOption[]) => ReactNode;
}

const NONE: readonly FieldOption[] = [];

function fromDictionary(nodes: readonly DictionaryTreeOption[]): FieldOption[] {
  return nodes.map((node) => ({
    id: node.id,
    fullName: node.fullName,
    ...(node.children.length > 0 ? { children: fromDictionary(node.children) } : {}),
  }));
}

function Dictionary({ filter, children, type }: Omit<Props, 'field'> & { type: string }) {
  const { tree } = useDictionary(type);
  const options = useMemo(() => fromDictionary(tree), [tree]);
  return children(filterOptions(options, filter));
}

function DataInterface({ field, filter, children, id }: Props & { id: string }) {
  const { t } = useTranslation();
  const { idPrefix } = useRendererContext();
  const query = useDataInterfaceOptionsQuery({ id, formInstance: idPrefix });
  return (
    <>
      {query.isError && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('formRenderer.field.optionsFailed', { label: field.__config__.label })}
        </Alert>
      )}
      {children(filterOptions(query.data?.list ?? NONE, filter))}
    </>
  );
}

/**
 * Loads an option field's options from where its design says (static `__slot__.options`, a
 * dictionary, a data interface) and hands them, filtered by linkage, to the control.
 */
export function FieldOptions(props: Props) {
  const { dataType, dictionaryType, propsUrl } = props.field.__config__;
  if (dataType === 'dictionary' && dictionaryType) {
    return <Dictionary {...props} type={dictionaryType} />;
  }
  if (dataType === 'dynamic' && propsUrl) return <DataInterface {...props} id={propsUrl} />;
  // The design check walks option children; the static type leaves them unknown.
  const options = (props.field.__slot__?.options ?? NONE) as readonly FieldOption[];
  return props.children(filterOptions(options, props.filter));
}
