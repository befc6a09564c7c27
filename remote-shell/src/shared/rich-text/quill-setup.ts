/** The toolbar of SPEC §9: headers 1-6, sizes, text and background colours, lists, link, image. */
export const RICH_TEXT_TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }],
  ['link', 'image'],
  ['clean'],
];

/**
 * The HTML readers get. Quill's own markup marks bullet lists with an attribute the server's
 * sanitiser drops, so the semantic HTML (real ul/ol) is stored; Quill 2.0.3 writes every space
 * of it as &nbsp;, which would keep a paragraph from wrapping, so they become spaces again.
 */
export function semanticHtml(html: string): string {
  return html.replace(/&nbsp;/g, ' ');
}

/** True when the HTML shows neither text nor an image (the server refuses it: 请输入内容). */
export function isBlankHtml(html: string): boolean {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').trim() === '' && doc.body.querySelector('img') === null;
}
