import { SERVER_FIELD_KEYS, type FieldKey } from '@mepm/contract';

const SERVER_KEYS: readonly string[] = SERVER_FIELD_KEYS;

/** Whether the server fills the field's value (bill number, calculation, who and when). */
export const isServerFilled = (key: FieldKey): boolean => SERVER_KEYS.includes(key);
