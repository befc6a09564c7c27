import Type from 'typebox';
import { Envelope } from '../kit/envelope';
import { FILES } from '../paths';
import { TimestampQuery } from '../kit/envelope';
import { endpoint } from '../kit/endpoint';
import { literalUnion } from '../kit/literal-union';
import { FILE_TYPES, UPLOAD_TYPES } from '../codes';

export const UploadType = literalUnion(UPLOAD_TYPES);
export type UploadType = Type.Static<typeof UploadType>;

/** POST /api/file/Uploader/:type, multipart with one file. */
export const UploadParams = Type.Object({ type: UploadType });
export type UploadParams = Type.Static<typeof UploadParams>;

/** An uploaded file. `name` is made by the server; `url` downloads the file. */
export const UploadedFile = Type.Object({
  name: Type.String(),
  url: Type.String(),
  size: Type.Integer(),
  fileId: Type.String(),
});
export type UploadedFile = Type.Static<typeof UploadedFile>;
export const UploadResponse = Envelope(UploadedFile);

/** What a download names: an upload type or chat images (`IM`). */
export const FileType = literalUnion(FILE_TYPES);

/** GET /api/file/Download/:type/:name answers with the file itself, not an envelope. */
export const DownloadParams = Type.Object({
  type: FileType,
  name: Type.String({ minLength: 1, maxLength: 100 }),
});
export type DownloadParams = Type.Static<typeof DownloadParams>;

/**
 * Upload takes one file as multipart form data, which no JSON schema describes: the server reads
 * the stream itself. Download answers the file's bytes, not an envelope, so it has no descriptor.
 */
export const FILES_ENDPOINTS = {
  upload: endpoint(
    'POST',
    FILES.uploader,
    'Upload one file (multipart); userAvatar, annexpic and editorImage take images only',
    { params: UploadParams, query: TimestampQuery, data: UploadedFile },
  ),
  chatUpload: endpoint(
    'POST',
    FILES.chatUploader,
    'Upload one chat image (multipart, png/jpg/gif/webp, under 5 MB); SendMessage names it',
    { query: TimestampQuery, data: UploadedFile },
  ),
};
