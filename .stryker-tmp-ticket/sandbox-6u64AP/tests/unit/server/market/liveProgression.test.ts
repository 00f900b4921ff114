// @ts-nocheck
import { describe, expect, it } from 'vitest';
import type { EventResult } from '@contract/history';
import type { DecodedEvent } from './helpers';
import { decode, market, query, START_MS, TODAY_ISO } from './helpers';

// Speed 60: one wall second is one match minute, so a step of 1,000 ms moves the clock a minute.
const SPEED = 60;
const STEP_MS = 1_000;

describe('live progression over simulated time', () => {
  const m = market({ speed: SPEED });
  const results: EventResult[] = [];
  const unsubscribe = m.onResult((r) => results.push(r));
  const watched = decode(m.oddsList(query({ list: 'nonlive' })))[0] as DecodedEvent;
  const seen: {
    period: string;
    minute: number;
    home: string;
    away: string;
    rows: DecodedEvent['setting_w_b_l'];
  }[] = [];
  const liveEverywhere: DecodedEvent[] = [];
  let changeIdWhileLive: number | undefined;
  let closedIn: number[] = [];
  let wall = START_MS;

  // Run the clock until the watched event has left the live list and been followed for a while.
  for (let step = 0; step < 260; step += 1) {
    wall += STEP_MS;
    m.advance(wall);
    const live = decode(m.oddsList(query({ list: 'live' })));
    liveEverywhere.push(...live);
    const now = live.find((e) => e.event_id === watched.event_id);
    if (now) {
      seen.push({
        period: now.period,
        minute: now.period_start_time,
        home: now.live_home_score,
        away: now.live_away_score,
        rows: now.setting_w_b_l,
      });
      changeIdWhileLive = m.changeId;
    } else if (changeIdWhileLive !== undefined && closedIn.length === 0) {
      closedIn =
        m.oddsList(query({ list: 'live', changeId: changeIdWhileLive })).event_close_id ?? [];
    }
  }
  const finalDelta = results.filter((r) => r.event_id === watched.event_id);

  it('starts not live with no period, then becomes live at kickoff', () => {
    expect(watched.is_live).toBe(0);
    expect(watched.period).toBe('');
    expect(seen[0]?.period).toBe('1');
    expect(seen[0]?.minute).toBeLessThanOrEqual(1);
  });

  it('moves through first half, half time and second half', () => {
    const periods = seen.map((s) => s.period).filter((p, i, all) => p !== all[i - 1]);
    expect(periods).toEqual(['1', '5', '2']);
    const firstHalf = seen.filter((s) => s.period === '1').map((s) => s.minute);
    const secondHalf = seen.filter((s) => s.period === '2').map((s) => s.minute);
    expect(Math.max(...firstHalf)).toBe(45);
    expect(Math.min(...secondHalf)).toBe(0);
    expect(Math.max(...secondHalf)).toBe(45);
    expect([...firstHalf].sort((a, b) => a - b)).toEqual(firstHalf);
  });

  it('closes rows for step and mix in half time and the second half', () => {
    for (const s of seen) {
      if (s.period === '5' || s.period === '2')
        expect(s.rows.every((r) => r.st_w_is_open === 0)).toBe(true);
    }
  });

  it('changes scores and suspends rows for a while after a goal', () => {
    const scored = liveEverywhere.filter(
      (e) => e.live_home_score !== '0' || e.live_away_score !== '0',
    );
    expect(scored.length).toBeGreaterThan(0);
    expect(liveEverywhere.some((e) => e.setting_w_b_l.every((r) => r.w_is_open === 0))).toBe(true);
    expect(liveEverywhere.some((e) => e.channel_live !== null)).toBe(true);
    expect(liveEverywhere.some((e) => e.channel_live === null)).toBe(true);
  });

  it('removes the finished event through event_close_id', () => {
    expect(closedIn).toContain(watched.event_id);
  });

  it('writes the result and calls onResult once for the event', () => {
    expect(finalDelta).toHaveLength(1);
    const result = finalDelta[0] as EventResult;
    expect(result.status).toBe('Completed');
    const last = seen[seen.length - 1];
    expect(Number(result.full_time_h_socre)).toBeGreaterThanOrEqual(Number(last?.home));
    expect(Number(result.full_time_a_socre)).toBeGreaterThanOrEqual(Number(last?.away));
    expect(Number(result.first_half_h_socre)).toBeLessThanOrEqual(Number(result.full_time_h_socre));
    expect(m.results(TODAY_ISO).find((r) => r.event_id === watched.event_id)).toEqual(result);
    expect(m.resultOf(watched.event_id)).toEqual(result);
    expect(new Set(results.map((r) => r.event_id)).size).toBe(results.length);
  });

  it('lists events in play as Running in the results', () => {
    const running = m.results(TODAY_ISO).filter((r) => r.status === 'Running');
    const liveNow = decode(m.oddsList(query({ list: 'live', sportTypeId: 1 })));
    const todaysLive = liveNow
      .filter((e) => e.real_kickoff_time.startsWith(TODAY_ISO))
      .map((e) => e.event_id);
    expect(
      running
        .filter((r) => r.sport_id === 1)
        .map((r) => r.event_id)
        .sort(),
    ).toEqual(todaysLive.sort());
  });

  it('stops calling a listener after unsubscribe', () => {
    unsubscribe();
    const count = results.length;
    m.advance(wall + 30 * 60_000);
    expect(results).toHaveLength(count);
  });
});
