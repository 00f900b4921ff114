// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { afterEach, vi } from 'vitest';
import {
  BOOT_MODULES_SELECTOR,
  bootApp,
  bootAppModules,
  bootModules,
  bootPreload,
} from '@src/app/bootPreload';

function meta(shared: string, desktop: string, mobile: string): HTMLMetaElement {
  const element = document.createElement('meta');
  element.name = 'boot-modules';
  element.dataset.shared = shared;
  element.dataset.desktop = desktop;
  element.dataset.mobile = mobile;
  return element;
}

describe('the first screen’s chunks preloaded by the boot script', () => {
  it('are the shared ones and the layout’s, each once, only build files', () => {
    const named = meta(
      '/assets/SessionGate-a.js /assets/xstate-b.js /assets/Shell-c.css',
      '/assets/OddsBoard-d.js /assets/xstate-b.js',
      '/assets/MobileOddsBoard-e.js https://evil.example/x.js /assets/../x.js javascript:x',
    );
    expect(bootModules(named, 'desktop')).toEqual([
      '/assets/SessionGate-a.js',
      '/assets/xstate-b.js',
      '/assets/Shell-c.css',
      '/assets/OddsBoard-d.js',
    ]);
    expect(bootModules(named, 'mobile')).toEqual([
      '/assets/SessionGate-a.js',
      '/assets/xstate-b.js',
      '/assets/Shell-c.css',
      '/assets/MobileOddsBoard-e.js',
    ]);
    expect(bootModules(null, 'mobile')).toEqual([]);
  });

  it('are module preloads for scripts and style preloads for stylesheets, as the app’s loader asks, behind the session’s calls', () => {
    document.head.replaceChildren(meta('/assets/a.js /assets/b.css', '', '/assets/m.js'));
    bootPreload(document, 'mobile');
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('as'),
      link.getAttribute('crossorigin'),
      link.getAttribute('fetchpriority'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['modulepreload', null, '', 'low', '/assets/a.js'],
      ['preload', 'style', '', 'low', '/assets/b.css'],
      ['modulepreload', null, '', 'low', '/assets/m.js'],
    ]);
    expect(document.querySelector(BOOT_MODULES_SELECTOR)).not.toBeNull();
  });
});

describe('the app’s module, asked for by the boot script after the session’s first call', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.replaceChildren();
  });

  function entryMeta(entry: string, preloads: string): HTMLMetaElement {
    const element = meta('', '', '');
    element.dataset.entry = entry;
    element.dataset.entryPreloads = preloads;
    return element;
  }

  const tags = () =>
    [...document.head.querySelectorAll('link, script')].map((element) => [
      element.tagName,
      element.getAttribute('rel') ?? element.getAttribute('type'),
      element.getAttribute('crossorigin'),
      element.getAttribute('fetchpriority'),
      element.getAttribute('href') ?? element.getAttribute('src'),
    ]);

  it('preloads the module and its imports at once, and adds the module once the document is parsed', () => {
    document.head.replaceChildren(
      entryMeta('/assets/index-a.js', '/assets/vendor-b.js /assets/th-c.js'),
    );
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    bootApp(document);
    expect(tags()).toEqual([
      ['LINK', 'modulepreload', '', null, '/assets/index-a.js'],
      ['LINK', 'modulepreload', '', null, '/assets/vendor-b.js'],
      ['LINK', 'modulepreload', '', null, '/assets/th-c.js'],
    ]);
    parsing.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(tags().at(-1)).toEqual(['SCRIPT', 'module', '', null, '/assets/index-a.js']);
    // Once.
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('adds the module at once to a parsed document', () => {
    document.head.replaceChildren(entryMeta('/assets/index-a.js', ''));
    bootApp(document);
    expect(tags()).toEqual([
      ['LINK', 'modulepreload', '', null, '/assets/index-a.js'],
      ['SCRIPT', 'module', '', null, '/assets/index-a.js'],
    ]);
  });

  it('asks for nothing but the build’s own files, and for nothing on a page that names no module', () => {
    expect(
      bootAppModules(
        entryMeta(
          '/assets/index-a.js',
          '/assets/v-b.js https://evil.example/x.js /assets/../x.js /assets/s.css',
        ),
      ),
    ).toEqual({ entry: '/assets/index-a.js', preloads: ['/assets/v-b.js'] });
    expect(
      bootAppModules(entryMeta('https://evil.example/x.js', '/assets/v-b.js')).entry,
    ).toBeNull();
    // The dev server's page, or an older build's: its module is in the markup.
    document.head.replaceChildren(meta('/assets/a.js', '', ''));
    bootApp(document);
    expect(tags()).toHaveLength(0);
    document.head.replaceChildren();
    bootApp(document);
    expect(tags()).toHaveLength(0);
  });
});
