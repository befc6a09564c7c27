/**
 * Standalone or inside an iframe, the shell's page is a document of its own: the browser's 8 px
 * body margin would frame the shell (white around the dark theme) and push a full-height layout
 * past the window, adding a scrollbar. Embedded by qiankun or Module Federation the body is the
 * host's, so this is only called for the shell's own document.
 */
export function fitOwnDocument(doc: Document): void {
  doc.body.style.margin = '0';
}
