// @ts-nocheck
// The live and today lists' call names on the wire, full and incremental.
import { describe, expect, it, vi } from 'vitest';

describe('the odds list calls', () => {
  it('names each list call as the member API spells it, and knows the incremental ones', async () => {
    // Loaded afresh: the names are built when the module loads, and a mutation run changes them then.
    vi.resetModules();
    const { ODDS_LIST_CALLS, isIncrementalCall, oddsListCall } = await import('@contract/oddsList');
    expect(oddsListCall('live', false)).toBe('get-live-odds');
    expect(oddsListCall('live', true)).toBe('get-live-odds_nonfullload');
    expect(oddsListCall('nonlive', false)).toBe('get-nonlive-odds');
    expect(oddsListCall('nonlive', true)).toBe('get-nonlive-odds_nonfullload');
    expect(ODDS_LIST_CALLS.map((call) => [call, isIncrementalCall(call)])).toEqual([
      ['get-live-odds', false],
      ['get-live-odds_nonfullload', true],
      ['get-nonlive-odds', false],
      ['get-nonlive-odds_nonfullload', true],
    ]);
  });
});
