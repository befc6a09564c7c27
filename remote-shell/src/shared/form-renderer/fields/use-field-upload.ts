import { useState } from 'react';
import type { UploadTypeName } from '@mepm/contract/codes';
import { useTranslation } from 'react-i18next';
import { isShellError } from '../../../kernel/base-query';
import { useAppDispatch } from '../../../kernel/hooks';
import { toastShown } from '../../../kernel/notice-slice';
import { useFieldUploadMutation } from './lookups-api';
import { refusalOf, sizeLimitOf } from './upload-value';
import type { UploadedRef } from './upload-value';

export interface UploadRules {
  type: UploadTypeName;
  fileSize?: number;
  sizeUnit?: 'KB' | 'MB' | 'GB';
  /** At most this many files in the field; 0 or absent: no limit. */
  limit?: number;
  accept?: string;
}

/**
 * Uploads chosen files one after the other, after the design's checks (SPEC §5): the count limit
 * refuses the whole choice, the size limit the file. Every refusal shows for 1.5 s as an error:
 * the server's msg when it answered, else 上传失败. Resolves with the files that were stored.
 */
export function useFieldUpload(rules: UploadRules) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [send] = useFieldUploadMutation();
  const [busy, setBusy] = useState(false);
  const images = rules.type !== 'annex';
  const refuse = (text: string) => dispatch(toastShown({ kind: 'error', text }));

  const upload = async (files: readonly File[], already: number): Promise<UploadedRef[]> => {
    const limit = rules.limit ?? 0;
    if (limit > 0 && already + files.length > limit) {
      refuse(
        t(images ? 'formFields.upload.tooManyImages' : 'formFields.upload.tooManyFiles', {
          n: limit,
        }),
      );
      return [];
    }
    setBusy(true);
    const stored: UploadedRef[] = [];
    try {
      for (const file of files) {
        const refusal = refusalOf(file, {
          limit: sizeLimitOf(rules),
          images,
          accept: rules.accept,
        });
        if (refusal !== null) {
          refuse(t(`formFields.upload.${refusal.key}`, refusal));
          continue;
        }
        try {
          const answer = await send({ type: rules.type, file, name: file.name }).unwrap();
          stored.push({
            name: answer.name,
            fileId: answer.fileId,
            fileName: file.name,
            size: answer.size,
          });
        } catch (error) {
          // No answer at all (code null): the spec's own words; else what the server said.
          const said = isShellError(error) && error.code !== null ? error.msg : '';
          refuse(said || t('formFields.upload.failed'));
        }
      }
    } finally {
      setBusy(false);
    }
    return stored;
  };
  return { upload, busy };
}
