import { useMemo } from 'react';
import type { FieldProps } from '../field-props';
import { flattenOptions } from './option-value';
import { OptionAutocomplete } from './OptionAutocomplete';

const pathKey = (path: readonly unknown[]) => JSON.stringify(path);

/**
 * A choice at the end of a path of options (province / city / district), stored as the path of
 * ids; several paths when `multiple`. Shown as the whole path or its last level.
 */
export function CascaderField({ field, value, onChange, ...props }: FieldProps<'cascader'>) {
  const separator = field.separator ?? ' / ';
  const choices = useMemo(
    () =>
      flattenOptions(props.options ?? [])
        .filter(({ option }) => !option.children || option.children.length === 0)
        .map(({ option, path }) => {
          const ids = path.map((step) => step.id);
          return {
            value: ids,
            key: pathKey(ids),
            label:
              field.showAllLevels === false
                ? option.fullName
                : path.map((step) => step.fullName).join(separator),
          };
        }),
    [props.options, field.showAllLevels, separator],
  );
  const paths: unknown[][] = !Array.isArray(value)
    ? []
    : field.multiple
      ? value.filter(Array.isArray)
      : value.length > 0
        ? [value]
        : [];
  return (
    <OptionAutocomplete
      {...props}
      choices={choices}
      settings={field}
      chosen={paths.map(pathKey)}
      onChange={onChange}
      empty={[]}
    />
  );
}
