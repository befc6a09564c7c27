import { useEffect, useMemo, useRef } from 'react';
import { styled } from '@mui/material/styles';
import type { CSSObject } from '@mui/material/styles';
import Quill from 'quill';
import snowCss from 'quill/dist/quill.snow.css?raw';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_TOOLBAR, semanticHtml } from './quill-setup';
import { nameToolbar, translatedContent } from './quill-texts';

/**
 * Quill's stylesheet nested under this frame's own class: emotion prefixes every rule with it,
 * so it reaches only this editor, never the host page, and it is inserted through the mount's
 * emotion cache (inside the shell's container, a shadow root included) and leaves with it.
 */
const Frame = styled('div', { shouldForwardProp: (prop) => prop !== 'texts' })<{
  texts: CSSObject;
}>(
  snowCss,
  ({ theme }) => ({
    '& .ql-toolbar.ql-snow, & .ql-container.ql-snow': { borderColor: theme.palette.divider },
    '& .ql-toolbar.ql-snow': { borderRadius: '4px 4px 0 0' },
    '& .ql-container.ql-snow': { borderRadius: '0 0 4px 4px', fontSize: 14 },
    '& .ql-editor': { minHeight: 220, maxHeight: 420 },
    '& .ql-editor.ql-blank::before': { color: theme.palette.text.disabled, fontStyle: 'normal' },
  }),
  ({ texts }) => texts,
);

/** What the editor around the surface may do with it once Quill runs. */
export interface QuillHandle {
  insertImage: (url: string) => void;
}

export interface QuillSurfaceProps {
  label: string;
  placeholder: string;
  /** The HTML it starts from; later changes of the prop are not taken (Quill owns the text). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The toolbar's image button was pressed. */
  onImageButton: () => void;
  /** Images dropped or pasted: uploaded like a chosen one rather than kept inline as data. */
  onImageFiles: (files: File[]) => void;
  bind: (handle: QuillHandle | null) => void;
  invalid: boolean;
}

/** Quill 2 (snow theme) in a div it owns; loaded lazily with its stylesheet. */
export default function QuillSurface(props: QuillSurfaceProps) {
  const { t } = useTranslation();
  const texts = useMemo(() => translatedContent(t), [t]);
  const hostRef = useRef<HTMLDivElement>(null);
  // The latest callbacks, read by Quill's listeners, which are attached once.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const host = hostRef.current;
    if (host === null) return undefined;
    const { label, placeholder, initialHtml } = latest.current;
    const node = host.ownerDocument.createElement('div');
    host.appendChild(node);
    const quill = new Quill(node, {
      theme: 'snow',
      placeholder,
      modules: {
        toolbar: {
          container: RICH_TEXT_TOOLBAR,
          handlers: { image: () => latest.current.onImageButton() },
        },
        uploader: {
          handler: (_range: unknown, files: File[]) => latest.current.onImageFiles(files),
        },
      },
    });
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.root.setAttribute('aria-label', label);
    // Quill's own example address would read as a suggestion to link to it.
    host.querySelector('.ql-tooltip input')?.setAttribute('data-link', 'https://');
    if (initialHtml) quill.setContents(quill.clipboard.convert({ html: initialHtml }), 'silent');
    quill.on('text-change', () => latest.current.onChange(semanticHtml(quill.getSemanticHTML())));
    latest.current.bind({
      insertImage: (url) => {
        const at = quill.getSelection(true)?.index ?? quill.getLength();
        quill.insertEmbed(at, 'image', url, 'user');
        quill.setSelection(at + 1, 0, 'silent');
      },
    });
    return () => {
      latest.current.bind(null);
      // Quill put its toolbar beside the node; both go with the surface.
      host.replaceChildren();
    };
  }, []);

  // The toolbar's names follow the language, also when it is switched while the editor is open.
  useEffect(() => {
    const toolbar = hostRef.current?.querySelector('.ql-toolbar');
    if (toolbar) nameToolbar(toolbar, t);
  }, [t]);

  useEffect(() => {
    hostRef.current
      ?.querySelector('.ql-editor')
      ?.setAttribute('aria-invalid', props.invalid ? 'true' : 'false');
  }, [props.invalid]);

  return <Frame ref={hostRef} texts={texts} data-testid="rich-text-surface" />;
}
