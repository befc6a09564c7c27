import { MESSAGE_TYPES } from '@mepm/contract/paths';
import type { MessageType } from '@mepm/contract/paths';

/** The message centre's tabs: every type, then each type alone. */
export const TYPE_TABS: readonly (MessageType | 'all')[] = ['all', ...MESSAGE_TYPES];

export type TypeTab = (typeof TYPE_TABS)[number];

export type ReadFilter = 'all' | '0' | '1';

/** Each type's name among the texts (`message.types.<name>`). */
const TYPE_NAMES = { 1: 'notice', 2: 'todo', 3: 'circulated', 99: 'policy' } as const;

/** The text key of a tab's or a message's type. */
export function typeKey(type: TypeTab) {
  return `message.types.${type === 'all' ? 'all' : TYPE_NAMES[type]}` as const;
}
