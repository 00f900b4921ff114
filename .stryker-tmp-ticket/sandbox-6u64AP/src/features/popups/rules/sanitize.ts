// @ts-nocheck
import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';

// Rule bodies (`detail_th`) are HTML from the operator (the member API's rules). What survives:
// ordinary text markup, lists, tables and links. What goes: scripts, event handlers, styles, frames,
// forms, SVG/MathML, and any URL that is not http(s), mailto, relative or a fragment — so no
// `javascript:` and no `data:`. Links open in a new tab without handing over the opener.

const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#|\.{0,2}\/)/i;
const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'background',
];

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier !== null) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(name);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.tagName === 'A') {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

export function sanitizeRuleHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
}
