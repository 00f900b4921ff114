// @ts-nocheck
import { describe, expect, it } from 'vitest';

// The first-load side of the update (shared/appUpdateSignal.ts): main.tsx starts the update actor at
// the first missing chunk rather than after the first odds, which such a page may never show.

describe('whenChunkMissing', () => {
  it('waits for the first missing chunk, which is kept for the actor until it connects', async () => {
    const { connectMissingChunks, reportMissingChunk, whenChunkMissing } =
      await import('@src/shared/appUpdateSignal');
    let missing = false;
    void whenChunkMissing().then(() => (missing = true));
    await Promise.resolve();
    expect(missing).toBe(false);

    reportMissingChunk({ popup: 'rules' });
    await Promise.resolve();
    expect(missing).toBe(true);

    const told: unknown[] = [];
    connectMissingChunks((hint) => told.push(hint));
    expect(told).toEqual([{ popup: 'rules' }]);
  });
});
