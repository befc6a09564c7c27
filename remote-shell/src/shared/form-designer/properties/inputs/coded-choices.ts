import type { Choice } from './ChoiceInput';

/** An entry of a server's selector: a name and a code. */
interface Coded {
  id: string;
  enCode: string;
  fullName: string;
}

/** `名称（code）`, as the pickers of the panel name what they offer. */
export const codedLabel = (entry: Coded): string => `${entry.fullName}（${entry.enCode}）`;

/** The choices of a selector's list, valued by id or by code. */
export const codedChoices = (
  list: readonly Coded[] | undefined,
  valueOf: 'id' | 'enCode',
): Choice<string>[] | undefined =>
  list?.map((entry) => ({ value: entry[valueOf], label: codedLabel(entry) }));
