import type { FormField } from '@mepm/contract';

/** What every editor of the panel takes: the node and where its new version goes. */
export interface EditorProps {
  field: FormField;
  /** The design's top-level fields, for editors that refer to other fields. */
  fields: readonly FormField[];
  onChange: (next: FormField) => void;
}
