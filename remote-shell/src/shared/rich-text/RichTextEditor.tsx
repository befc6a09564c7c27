import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { isShellError } from '../../kernel/base-query';
import { useShellContext } from '../../kernel/hooks';
import type { QuillHandle } from './QuillSurface';
import {
  imageRefusal,
  RICH_TEXT_IMAGE_LIMIT,
  useUploadRichTextImageMutation,
} from './upload-image';

// Quill and its stylesheet load with the first editor shown, not with the shell.
const QuillSurface = lazy(() => import('./QuillSurface'));

/** Only the kinds the server stores as images (never SVG, which can carry script). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

export interface RichTextEditorProps {
  /** The field's label, already translated; also the editing area's accessible name. */
  label: string;
  /** The label is drawn by the caller (a form renderer's); the editing area is still named by it. */
  hideLabel?: boolean;
  /** The HTML it starts from; the editor owns the text afterwards (remount to reset it). */
  value: string;
  onChange: (html: string) => void;
  /** Defaults to 请输入内容 in the user's language. */
  placeholder?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * The rich-text editor (Quill 2): headers, sizes, colours, lists, links and images. An image is
 * uploaded as `editorImage` (readable by its random name, so that every reader's `<img>` shows it) and inserted by the URL the server answers; files that are not images
 * or are too large are refused before any request, and the server's refusals are shown here.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const { apiBase } = useShellContext().options;
  const fileInput = useRef<HTMLInputElement>(null);
  const handle = useRef<QuillHandle | null>(null);
  const [upload, { isLoading: uploading }] = useUploadRichTextImageMutation();
  const [imageError, setImageError] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) fires another change.
    event.target.value = '';
    if (file) void insertImage(file);
  };

  const insertImage = async (file: File) => {
    const refusal = imageRefusal(file);
    if (refusal !== null) {
      setImageError(t(`widgets.richText.${refusal}`, { ...RICH_TEXT_IMAGE_LIMIT }));
      return;
    }
    setImageError(null);
    try {
      const uploaded = await upload(file).unwrap();
      // Paths are the API's: a shell on another origin than its API must not resolve them itself.
      const url = uploaded.url.startsWith('/')
        ? `${apiBase.replace(/\/$/, '')}${uploaded.url}`
        : uploaded.url;
      handle.current?.insertImage(url);
    } catch (error) {
      setImageError(isShellError(error) ? error.msg : t('widgets.richText.uploadFailed'));
    }
  };

  return (
    <Stack spacing={0.5}>
      {!props.hideLabel && (
        <FormLabel id={labelId} required={props.required} error={props.error}>
          {props.label}
        </FormLabel>
      )}
      <Suspense fallback={<LinearProgress aria-label={t('widgets.richText.loading')} />}>
        <QuillSurface
          label={props.label}
          placeholder={props.placeholder ?? t('widgets.richText.placeholder')}
          initialHtml={props.value}
          onChange={props.onChange}
          onImageButton={() => fileInput.current?.click()}
          onImageFiles={(files) => {
            if (files[0]) void insertImage(files[0]);
          }}
          bind={(next) => {
            handle.current = next;
          }}
          invalid={props.error === true}
        />
      </Suspense>
      <input
        ref={fileInput}
        hidden
        type="file"
        accept={IMAGE_TYPES}
        aria-label={t('widgets.richText.insertImage')}
        disabled={uploading}
        onChange={choose}
      />
      {uploading && <LinearProgress aria-label={t('widgets.richText.uploading')} />}
      {imageError && (
        <Alert severity="error" role="alert" onClose={() => setImageError(null)}>
          {imageError}
        </Alert>
      )}
      {props.helperText && <FormHelperText error={props.error}>{props.helperText}</FormHelperText>}
    </Stack>
  );
}
