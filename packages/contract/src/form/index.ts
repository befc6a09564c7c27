export * from './field-keys';
export * from './field-config';
export * from './field-props';
export * from './form-field';
export * from './form-conf';
export * from './form-design';
