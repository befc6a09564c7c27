import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { safeHtml } from './safe-html';

export interface RichTextViewProps {
  /** HTML the server sanitised on write (a notice's body); sanitised here once more. */
  html: string;
  /** The accessible name of the region, e.g. the notice's title. */
  label?: string;
}

const INDENTS = Object.fromEntries(
  Array.from({ length: 8 }, (_, i) => [
    `& .ql-indent-${i + 1}`,
    { paddingLeft: `${(i + 1) * 3}em` },
  ]),
);

/** The editor's classes (Quill's `ql-*`), applied inside the viewer only. */
const quillStyles: SxProps<Theme> = {
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { borderCollapse: 'collapse' },
  '& td, & th': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0 },
  '& pre': { whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1, borderRadius: 1 },
  '& .ql-size-small': { fontSize: '0.75em' },
  '& .ql-size-large': { fontSize: '1.5em' },
  '& .ql-size-huge': { fontSize: '2.5em' },
  '& .ql-align-center': { textAlign: 'center' },
  '& .ql-align-right': { textAlign: 'right' },
  '& .ql-align-justify': { textAlign: 'justify' },
  '& .ql-direction-rtl': { direction: 'rtl', textAlign: 'inherit' },
  '& .ql-font-serif': { fontFamily: 'Georgia, "Times New Roman", serif' },
  '& .ql-font-monospace': { fontFamily: 'Monaco, "Courier New", monospace' },
  ...INDENTS,
};

/**
 * Shows rich text (a notice's body) as HTML. The server sanitises on write; this sanitises
 * again before inserting, so that a body stored before a sanitiser change still runs nothing.
 */
export function RichTextView({ html, label }: RichTextViewProps) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Box
      className="rich-text-view"
      role="region"
      aria-label={label}
      sx={quillStyles}
      // Sanitised just above by safeHtml (DOMPurify, the server's allow-lists).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
