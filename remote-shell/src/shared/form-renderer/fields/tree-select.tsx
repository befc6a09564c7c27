import { useMemo } from 'react';
import type { FieldOption } from '@mepm/contract';
import { TreeSelect } from '../../tree/TreeSelect';
import type { TreeNode } from '../../tree/types';
import type { FieldProps } from '../field-props';
import { flattenOptions } from './option-value';

interface OptionNode extends TreeNode {
  children?: OptionNode[];
}

const toNodes = (options: readonly FieldOption[]): OptionNode[] =>
  options.map((option) => ({
    id: String(option.id),
    fullName: option.fullName,
    isLeaf: !option.children || option.children.length === 0,
    children: option.children ? toNodes(option.children) : undefined,
  }));

/** A choice (or several) in a tree of options, through the shell's tree select. */
export function TreeSelectField(props: FieldProps<'treeSelect'>) {
  const { field } = props;
  const options = props.options;
  const nodes = useMemo(() => toNodes(options ?? []), [options]);
  // The tree speaks text ids; the stored value keeps each option's own id (number or text).
  const idOf = useMemo(() => {
    const ids = new Map(
      flattenOptions(options ?? []).map(({ option }) => [String(option.id), option.id]),
    );
    return (text: string) => ids.get(text) ?? text;
  }, [options]);
  const common = {
    id: props.inputId,
    labelOutside: true,
    label: field.__config__.label,
    nodes,
    disabled: props.readOnly,
    clearable: field.clearable !== false,
    placeholder: field.placeholder,
    required: props.required,
    error: !!props.error,
  };
  if (field.multiple) {
    const value = Array.isArray(props.value) ? props.value.map(String) : [];
    return (
      <TreeSelect<OptionNode>
        {...common}
        multiple
        value={value}
        onChange={(ids) => props.onChange(ids.map(idOf))}
      />
    );
  }
  const value = props.value === null || props.value === undefined ? null : String(props.value);
  return (
    <TreeSelect<OptionNode>
      {...common}
      value={value}
      onChange={(id) => props.onChange(id === null ? null : idOf(id))}
    />
  );
}
