import type { FormField } from '@mepm/contract';

/**
 * A form the product ships in code (a system form, `formType` 2): its name, as a design's
 * `fullName` (one language, the way designers name theirs), and its fields in the form engine's
 * design format, so that it is filled, checked, permitted per node and shown exactly as a
 * designed flow form is.
 */
export interface SystemForm {
  fullName: string;
  fields: FormField[];
}
