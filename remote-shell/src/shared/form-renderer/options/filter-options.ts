import type { FieldOption } from '@mepm/contract';
import type { NodeState } from '../linkage/linkage-state';

/**
 * The options linkage keeps: those whose attribute `optionKey` equals the other field's value
 * (compared as text, since a select stores ids that a dictionary may give as numbers). With no
 * value chosen there, nothing is offered: a city list waits for its province.
 */
export function filterOptions(
  options: readonly FieldOption[],
  filter: NodeState['optionFilter'],
): readonly FieldOption[] {
  if (!filter) return options;
  const { optionKey, value } = filter;
  if (value === null || value === undefined || value === '') return [];
  return options.filter((option) => String(option[optionKey]) === String(value));
}
