export { FormDesigner, type FormDesignerProps } from './FormDesigner';
export { useFormDesigner } from './use-form-designer';
export * from './model';
export { ListRowActions, type ListRowActionsProps } from './properties/inputs/ListRowActions';
