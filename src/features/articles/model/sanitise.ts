import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { isSafeSrcset, isSafeUrl } from '@/lib/safe-url';

/**
 * The one way server article HTML reaches the page (spec 001 §2 "Article reader"): the server's
 * HTML is untrusted. DOMPurify removes scripts, event handlers and everything active; our own
 * hooks run inside that one pass (the result is never edited afterwards):
 * - every URL-bearing attribute whose value is not an http(s) address or a path is dropped
 *   (`javascript:`, `vbscript:`, `data:` — DOMPurify alone keeps `data:` on images — `mailto:`,
 *   protocol-relative `//host`, …), wherever it sits (src/lib/safe-url.ts, issue 24.3);
 * - every link gets `rel="noopener noreferrer"`;
 * - every image gets `loading="lazy"` (and `decoding="async"`).
 * Only HTML is allowed (no SVG or MathML), no inline styles, no forms.
 */

/** Attributes that hold a URL (or a list of them, `srcset`). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'longdesc', 'ping', 'data', 'codebase', 'lowsrc', 'dynsrc', 'manifest', 'usemap']);

/**
 * True for a value that must not stay: not an http(s) address or a path (src/lib/safe-url.ts, the
 * one filter of backend addresses; a `srcset` is checked candidate by candidate).
 */
export function isDangerousUrl(value: string, attribute = 'href'): boolean {
  return attribute === 'srcset' ? !isSafeSrcset(value) : !isSafeUrl(value);
}

let purifier: Purifier | undefined;

function instance(): Purifier {
  if (purifier) return purifier;
  // An instance of our own, so the hooks below never affect another DOMPurify user.
  const own = DOMPurify(window);
  own.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (URL_ATTRIBUTES.has(name) && isDangerousUrl(data.attrValue, name)) data.keepAttr = false;
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
