import DOMPurify from 'dompurify';
import type { Config } from 'dompurify';

/**
 * The client's second line behind the server's sanitiser (docs/reference/messages.md, Notice
 * HTML): a body stored before a sanitiser change, or written to the database by other means,
 * still cannot run script here. The lists mirror the server's, so what the server lets through
 * shows unchanged.
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'span',
  'div',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
];

const ALLOWED_ATTR = [
  'href',
  'title',
  'rel',
  'target',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'class',
  'style',
];

/** http(s), mailto, tel and relative addresses; never protocol-relative ones. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|(?![a-z][a-z0-9+.-]*:|\/\/)[^\s]*$)/i;
/** Pasted screenshots: raster images only, never SVG. */
const SAFE_IMAGE_DATA = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
/** Style values that could load or compute something. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:|-moz-binding/i;
const QUILL_CLASS = /^ql-[a-z0-9-]+$/;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // URLs are judged by the hook below, scheme by scheme and element by element.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel|data):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  FORBID_TAGS: ['style', 'script', 'iframe', 'form', 'svg', 'math', 'template'],
  KEEP_CONTENT: true,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One purifier with its hooks, made on first use (DOMPurify needs the browser's DOM). */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const made = DOMPurify(window);
  made.addHook('uponSanitizeAttribute', (node, data) => {
    const value = data.attrValue.trim();
    if (data.attrName === 'href') {
      data.keepAttr = SAFE_URL.test(value);
    } else if (data.attrName === 'src') {
      data.keepAttr =
        node.nodeName === 'IMG' && (SAFE_URL.test(value) || SAFE_IMAGE_DATA.test(value));
    } else if (data.attrName === 'style') {
      data.keepAttr = !UNSAFE_STYLE.test(value);
    } else if (data.attrName === 'class') {
      data.attrValue = value
        .split(/\s+/)
        .filter((name) => QUILL_CLASS.test(name))
        .join(' ');
      data.keepAttr = data.attrValue !== '';
    } else if (data.attrName === 'target') {
      data.keepAttr = value === '_blank' || value === '_self';
    }
  });
  made.addHook('afterSanitizeAttributes', (node) => {
    // A new window opened from a notice never reaches back to the shell.
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = made;
  return made;
}

/** Notice HTML made safe to insert: only the server's tags, attributes, URLs and styles. */
export function safeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}
