import { describe, expect, it } from 'vitest';
import { rawGet, startInstantServer } from '@tests/bench/instant';
import { brotliCompressSync } from 'node:zlib';

describe('the instant server', () => {
  it('answers each path with the bytes and headers it was given, still compressed, and 404 elsewhere', async () => {
    const body = brotliCompressSync(Buffer.from(JSON.stringify({ events: [1, 2, 3] })));
    const server = await startInstantServer([
      {
        path: '/early?sport_type_id=1&odds_type=MY',
        headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
        body,
      },
      {
        path: '/early?sport_type_id=0',
        headers: { 'content-type': 'text/plain' },
        body: Buffer.from('zero'),
      },
    ]);
    try {
      const first = await rawGet(server.origin, '/early?sport_type_id=1&odds_type=MY', {
        'accept-encoding': 'br',
      });
      expect(first.body.equals(body)).toBe(true);
      expect(first.headers).toEqual({
        'content-type': 'application/json',
        'content-encoding': 'br',
      });
      const second = await rawGet(server.origin, '/early?sport_type_id=0', {});
      expect(second.body.toString()).toBe('zero');
      await expect(rawGet(server.origin, '/early?sport_type_id=2', {})).rejects.toThrow(
        /answered 404/,
      );
    } finally {
      await server.stop();
    }
  });
});
