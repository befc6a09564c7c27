import type { UploadedFile } from '@mepm/contract';
import { DEFAULT_UPLOAD_LIMIT, limitBytes } from '@mepm/contract/codes';
import type { SizeLimit } from '@mepm/contract/codes';
import { FILES, fillPath } from '@mepm/contract/paths';
import { api } from '../../kernel/api';

/**
 * The images of rich text (`editorImage`). The server checks the content and its own limit (set on
 * the system configuration page); the default limit here only spares a useless upload.
 */
export const RICH_TEXT_IMAGE_LIMIT: SizeLimit = DEFAULT_UPLOAD_LIMIT;

/** Why a chosen file is refused before any request, or null when it may go. */
export function imageRefusal(file: Blob): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'notImage';
  if (file.size > limitBytes(RICH_TEXT_IMAGE_LIMIT)) return 'tooLarge';
  return null;
}

export const richTextApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Multipart (a FormData body), which the contract describes apart: fetch sets the boundary.
    uploadRichTextImage: build.mutation<UploadedFile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: fillPath(FILES.uploader, { type: 'editorImage' }), method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadRichTextImageMutation } = richTextApi;
