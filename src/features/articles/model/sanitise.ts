import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * The one way server article HTML reaches the page (spec 001 §2 "Article reader"): the server's
 * HTML is untrusted. DOMPurify removes scripts, event handlers and everything active; our own
 * hooks run inside that one pass (the result is never edited afterwards):
 * - every URL-bearing attribute whose value is a `javascript:`, `vbscript:` or `data:` URL is
 *   dropped, wherever it sits (DOMPurify alone keeps `data:` on images);
 * - every link gets `rel="noopener noreferrer"`;
 * - every image gets `loading="lazy"` (and `decoding="async"`).
 * Only HTML is allowed (no SVG or MathML), no inline styles, no forms.
 */

/** Attributes that hold a URL (or a list of them, `srcset`). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'longdesc', 'ping', 'data', 'codebase', 'lowsrc', 'dynsrc', 'manifest', 'usemap']);

/** Schemes that never survive (at the start, or of any `srcset` candidate); checked with whitespace and control characters removed. */
const BAD_SCHEME = /(?:^|,)(?:javascript|vbscript|data):/i;

/** The value as a browser reads a URL: entity-free already, minus whitespace and control characters. */
function compact(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code > 0x20 && code !== 0x7f) out += ch;
  }
  return out;
}

export function isDangerousUrl(value: string): boolean {
  return BAD_SCHEME.test(compact(value));
}

let purifier: Purifier | undefined;

function instance(): Purifier {
  if (purifier) return purifier;
  // An instance of our own, so the hooks below never affect another DOMPurify user.
  const own = DOMPurify(window);
  own.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (URL_ATTRIBUTES.has(name) && isDangerousUrl(data.attrValue)) data.keepAttr = false;
  });
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
    if (node.nodeName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  purifier = own;
  return own;
}

/** Sanitises article HTML into a string, ready to be rendered once. */
export function sanitiseArticleHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'option', 'base', 'link', 'meta'],
    FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action'],
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target'],
  });
}
