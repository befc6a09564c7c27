import sanitizeHtml from 'sanitize-html';

/**
 * A notice's HTML as stored: an allow-list of the tags, attributes, classes, styles and URL
 * schemes the rich-text editor produces (headers 1-6, sizes, colours, lists, links, images,
 * tables), and nothing else. Everything executable goes: script and style elements with their
 * content, event handlers, `javascript:`/`vbscript:` and every other scheme outside the list,
 * frames, objects, forms, SVG and MathML, meta and base. docs/reference/messages.md lists it.
 */

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const ALLOWED_TAGS = [
  ...HEADINGS,
  ...['p', 'br', 'hr', 'span', 'div', 'blockquote', 'pre', 'code'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup'],
  ...['ul', 'ol', 'li', 'a', 'img'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
];

/** Pasted images: raster types as base64 only (never SVG, which can carry script). */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*[\d.]+%?\s*(?:,\s*[\d.]+%?\s*){2,3}\)$/i,
  /^[a-z]{3,20}$/i,
];
const LENGTH = [/^\d{1,3}(?:\.\d{1,2})?(?:px|pt|em|rem|%)$/];

// The whitespace and control characters a browser ignores inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/**
 * Whether a URL's text before its first `/`, `?` or `#` holds no `:` other than an allowed
 * scheme's. sanitize-html checks schemes that start with a letter; this also drops values such
 * as "`javascript:...`" that no browser runs today but that mean nothing good either.
 */
function plainUrl(url: string): boolean {
  const bare = url.replace(IGNORED_IN_SCHEME, '').toLowerCase();
  const head = bare.split(/[/?#]/, 1)[0] ?? '';
  if (!head.includes(':')) return true;
  return ['http:', 'https:', 'mailto:', 'tel:'].some((scheme) => head.startsWith(scheme));
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    // `rel` is harmless and the transform below writes it for links to a new page.
    a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank', '_self'] }],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style', 'class'],
  },
  // The editor's own classes (alignment, sizes, indents, fonts) and nothing else.
  allowedClasses: { '*': ['ql-*'] },
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'font-size': LENGTH,
      'text-align': [/^(?:left|right|center|justify)$/],
      'font-weight': [/^(?:bold|normal|[1-9]00)$/],
      'font-style': [/^(?:italic|normal)$/],
      'text-decoration': [/^(?:underline|line-through|none)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Their content is dropped with them rather than kept as text.
  nonTextTags: [
    ...['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
    ...['svg', 'math', 'template', 'title', 'xmp', 'noembed', 'noframes', 'select', 'applet'],
  ],
  transformTags: {
    // A link that opens a new page cannot reach back to the product's page.
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const kept = href !== undefined && plainUrl(href) ? { ...rest, href } : rest;
      return {
        tagName,
        attribs: kept.target === '_blank' ? { ...kept, rel: 'noopener noreferrer' } : kept,
      };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      if (src === undefined) return { tagName, attribs: rest };
      const bare = src.replace(IGNORED_IN_SCHEME, '').toLowerCase();
      // `data:` passes the scheme list of images; only the raster types above may stay.
      const keep = bare.startsWith('data:') ? DATA_IMAGE.test(src.trim()) : plainUrl(src);
      return { tagName, attribs: keep ? { ...rest, src: src.trim() } : rest };
    },
  },
};

/** The stored form of a notice's HTML. */
export function sanitizeNotice(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML shows anything: text, or an image. */
export function showsSomething(html: string): boolean {
  if (/<img\s[^>]*src=/i.test(html)) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '') !== '';
}
