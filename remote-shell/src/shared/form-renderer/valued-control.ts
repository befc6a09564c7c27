import type { DisplayFieldKey, FormFieldOf, ValuedFieldKey } from '@mepm/contract';

/** Keys of fields that hold a value and are drawn by one component (not the sub-table). */
export type ValuedControlKey = Exclude<ValuedFieldKey, 'table'>;

/** A field that holds a value and is drawn by one component (a union over the keys). */
export type ValuedControl = { [Key in ValuedControlKey]: FormFieldOf<Key> }[ValuedControlKey];

/** A node that shows something and stores nothing (a union over the keys). */
export type DisplayNode = { [Key in DisplayFieldKey]: FormFieldOf<Key> }[DisplayFieldKey];
