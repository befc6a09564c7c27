import type { FieldProps } from '../field-props';
import { refsOf } from './upload-value';
import type { UploadedRef } from './upload-value';
import { useFieldUpload } from './use-field-upload';
import type { UploadRules } from './use-field-upload';

/**
 * An upload field's list of files: what is stored, adding chosen files (after the design's
 * checks) and removing one. `full` once the count limit is reached: no more can be chosen.
 */
export function useUploadList(
  props: Pick<FieldProps, 'value' | 'onChange' | 'onBlur'>,
  rules: UploadRules,
) {
  const files = refsOf(props.value);
  const { upload, busy } = useFieldUpload(rules);
  const limit = rules.limit ?? 0;
  return {
    files,
    busy,
    limit,
    full: limit > 0 && files.length >= limit,
    add: async (chosen: File[]) => {
      const stored = await upload(chosen, files.length);
      if (stored.length > 0) props.onChange([...files, ...stored]);
      props.onBlur();
    },
    remove: (file: UploadedRef) => props.onChange(files.filter((other) => other !== file)),
  };
}
