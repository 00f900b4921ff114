// @ts-nocheck
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeRuleHtml } from '@src/features/popups/rules/sanitize';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeRuleHtml(html);
  return root;
}

/** Every attribute of every element, as `tag[name=value]`. */
function attributes(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => `${el.tagName.toLowerCase()}[${a.name}=${a.value}]`),
  );
}

const XSS_CORPUS: readonly [string, string][] = [
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['script', '<script>alert(1)</script><p>ok</p>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="4"/></svg>'],
  ['javascript: link', '<a href="javascript:alert(1)">click</a>'],
  ['javascript: link with spaces and case', '<a href=" JaVaScRiPt:alert(1)">click</a>'],
  ['entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">click</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>'],
  ['data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['style expression', '<p style="width: expression(alert(1))">text</p>'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style><p>x</p>'],
  ['body onload', '<body onload="alert(1)"><p>x</p></body>'],
  ['form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['math href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>s</summary></details>'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
];

describe('rule HTML sanitiser (DOMPurify)', () => {
  it.each(XSS_CORPUS)('defuses %s', (_name, html) => {
    const root = parse(html);
    expect(
      root.querySelector('script, iframe, object, embed, style, form, base, meta, svg, math'),
    ).toBeNull();
    for (const attribute of attributes(root)) {
      expect(attribute).not.toMatch(/^[a-z]+\[on/i);
      expect(attribute).not.toMatch(/javascript:|data:|expression\(/i);
      expect(attribute).not.toMatch(/\[(style|srcdoc)=/);
    }
  });

  it('keeps benign markup: headings, paragraphs, lists, tables, emphasis and images from http(s) or the same site', () => {
    const html =
      '<h3>กติกา</h3><p>ข้อความ <strong>ตัวหนา</strong> <em>เอียง</em></p><ul><li>หนึ่ง</li></ul><ol><li>สอง</li></ol>' +
      '<table><thead><tr><th>ก</th></tr></thead><tbody><tr><td>ข</td></tr></tbody></table><img src="/banners/1.svg" alt="banner">';
    const root = parse(html);
    expect(root.querySelector('h3')?.textContent).toBe('กติกา');
    expect(root.querySelector('strong')?.textContent).toBe('ตัวหนา');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('td')?.textContent).toBe('ข');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/banners/1.svg');
  });

  it('opens links in a new tab without the opener, and keeps http(s) and mailto targets', () => {
    const root = parse(
      '<a href="https://www.theifab.com/laws" target="_self">IFAB</a> <a href="mailto:help@example.com">mail</a>',
    );
    const [web, mail] = [...root.querySelectorAll('a')];
    expect(web?.getAttribute('href')).toBe('https://www.theifab.com/laws');
    expect(web?.getAttribute('target')).toBe('_blank');
    expect(web?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mail?.getAttribute('href')).toBe('mailto:help@example.com');
  });

  it('keeps the text of a link whose URL was refused, without a target', () => {
    const root = parse('<a href="javascript:alert(1)" target="_blank">click</a>');
    const link = root.querySelector('a');
    expect(link?.textContent).toBe('click');
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.hasAttribute('target')).toBe(false);
  });
});
