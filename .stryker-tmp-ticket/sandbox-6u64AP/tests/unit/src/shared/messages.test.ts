// @ts-nocheck
import { describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import th from '@locales/th.json';
import { loadMessages, loadedMessages } from '@src/shared/i18n/messages';

// Each language is a chunk of its own, compiled at build time and fetched once (the setup file loads
// both before component tests, so this checks the loader's contract rather than the network).

describe('interface text catalogue', () => {
  it('serves each language once, with the keys of the locale files', async () => {
    const english = await loadMessages('en');
    const thai = await loadMessages('th');
    expect(Object.keys(english).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(thai).sort()).toEqual(Object.keys(th).sort());
    expect(await loadMessages('en')).toBe(english);
    expect(loadedMessages('th')).toBe(thai);
  });
});
