import type { FieldOption } from '@mepm/contract';
import { isEmpty, same } from './compare';
import type { FieldState } from './evaluate-linkage';

/**
 * The options an option filter keeps: those whose `optionKey` attribute equals the filtering
 * field's value. Nothing is kept while that value is empty: a city list waits for its province.
 */
export function filterOptions(
  options: readonly FieldOption[],
  filter: FieldState['optionFilter'],
): FieldOption[] {
  if (!filter) return [...options];
  if (isEmpty(filter.value)) return [];
  return options.filter((option) => same(option[filter.optionKey], filter.value));
}
