import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import th from '../../../../locales/th.json';
import { loadMessages, messagesFor } from '../../../../src/shared/i18n/messages';

// Thai ships with the page; English is a separate chunk fetched once (the setup file seeds both for
// component tests, so this checks the loader's contract rather than the network).

describe('interface text catalogue', () => {
  it('holds Thai from the start and serves each language with the keys of the locale files', async () => {
    expect(messagesFor('th')).toEqual(th);
    const english = await loadMessages('en');
    expect(Object.keys(english).sort()).toEqual(Object.keys(en).sort());
    expect(await loadMessages('en')).toBe(english);
    expect(Object.keys(english).sort()).toEqual(Object.keys(th).sort());
  });
});
