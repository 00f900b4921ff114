// @ts-nocheck
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BOOT_MODULES_SELECTOR, bootModules, bootPreload } from '@src/app/bootPreload';

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
