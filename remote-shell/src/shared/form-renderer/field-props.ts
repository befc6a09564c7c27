import type { ComponentType } from 'react';
import type { ContainerKey, FieldKey, FieldOption, FormFieldOf } from '@mepm/contract';

/**
 * The contract between the form renderer and its field components: the renderer owns the form
 * state (react-hook-form), the label, the required mark, the error text and linkage; a field
 * component only draws its control for one value. Each field type has one component in the
 * registry, with its own test.
 */

/** How a form is shown: filling a new record, changing one, reading one, or locked. */
export type RenderMode = 'create' | 'edit' | 'detail' | 'disabled';

/** Field types drawn by a field component; layouts and the sub-table are drawn by the renderer. */
export type ControlKey = Exclude<FieldKey, ContainerKey | 'table'>;

export interface FieldProps<Key extends ControlKey = ControlKey> {
  field: FormFieldOf<Key>;
  /** The field's value in the form; `undefined` until set. */
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  /**
   * Not editable: detail or disabled mode, the form or the field disabled, read-only by design
   * or by linkage. Read-only controls show the value as text where that reads better.
   */
  readOnly: boolean;
  /** The translated message of the first failed rule; the control marks itself invalid. */
  error?: string;
  /** The options to offer, already loaded (static, dictionary or data interface) and filtered by linkage. */
  options?: FieldOption[];
  mode: RenderMode;
  /**
   * The id the renderer's label points at (`htmlFor`). The label element itself has the id
   * `${inputId}-label`: a group of controls (radio, checkbox) names itself with
   * `aria-labelledby`.
   */
  inputId: string;
  /** Required by design or by linkage: the control sets `aria-required`. */
  required: boolean;
  /** The form's control size (formConf.size). */
  size: 'small' | 'medium';
}

export type FieldComponent<Key extends ControlKey> = ComponentType<FieldProps<Key>>;

/** One component per field type. */
export type FieldRegistry = { [Key in ControlKey]: FieldComponent<Key> };
