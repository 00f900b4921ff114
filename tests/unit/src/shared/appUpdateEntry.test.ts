// Which build a page loads, read from the server's page by the deploy check: the built page names its
// module on the boot meta (the boot script adds it after the login), the dev server's page has the
// module script itself. A page naming neither is unknown (no update is offered on it).
import { describe, expect, it } from 'vitest';
import { entryScriptOf } from '@src/shared/appUpdate';

describe('entryScriptOf', () => {
  it('reads the built page’s module from the boot meta, not from the inline boot script', () => {
    const built = `<head><meta name="boot-modules" data-entry="/assets/index-Ab12Cd34.js" data-entry-preloads="/assets/vendor-X.js" data-shared="/assets/first-screen-Y.js">
      <script>(()=>{const s=document.createElement("script");s.type="module";s.src=e})()</script></head>`;
    expect(entryScriptOf(built)).toBe('/assets/index-Ab12Cd34.js');
  });

  it('reads the module script of a page that has one', () => {
    const dev =
      '<script type="module" src="/@vite/client"></script><script type="module" src="/src/app/main.tsx"></script>';
    expect(entryScriptOf(dev)).toBe('/@vite/client');
    expect(
      entryScriptOf('<script type="module" crossorigin src="/assets/index-Q.js"></script>'),
    ).toBe('/assets/index-Q.js');
  });

  it('is unknown for a page that names no module', () => {
    expect(entryScriptOf('<!doctype html><title>app</title>')).toBeNull();
    expect(entryScriptOf('<meta name="boot-modules" data-shared="/assets/a.js">')).toBeNull();
  });
});
