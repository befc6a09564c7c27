// The rich-text editor of notices (and later forms and mail): Quill 2, loaded when first shown.
export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
export { isBlankHtml } from './quill-setup';
