// @vitest-environment jsdom
// Issue 18 item 8: the session cookie does not keep a token the API refused.
import { describe, expect, it } from 'vitest';
import { dropSessionToken, readSessionToken, writeSessionToken } from '@src/shared/cookies';

describe('the session cookie', () => {
  it('drops a refused token, and only when it still holds that one', () => {
    writeSessionToken('dead-token');
    dropSessionToken('another-token');
    expect(readSessionToken()).toBe('dead-token');
    dropSessionToken('dead-token');
    expect(readSessionToken()).toBeNull();
    expect(document.cookie).not.toMatch(/dead-token/);
  });
});
