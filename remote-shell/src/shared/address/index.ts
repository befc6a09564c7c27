// The cascading address picker: any feature (forms, records with an address) may use it.
export { AddressPicker } from './AddressPicker';
export type { AddressPart, AddressPickerProps } from './AddressPicker';
