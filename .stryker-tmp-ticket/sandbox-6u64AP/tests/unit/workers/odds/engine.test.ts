// @ts-nocheck
import { describe, expect, it } from 'vitest';
import type { FetchLike } from '@workers/odds/api';
import { applyDelta } from '@workers/odds/core/delta';
import type { OddsListView, OddsMessage } from '@workers/odds/core/view';
import { createOddsEngine } from '@workers/odds/engine';
import { createOddsFixture } from '@tests/fixtures/odds/generate';
import { oddsEvent, oddsReply } from '@tests/fixtures/odds/events';

/** A fake member API: answers each call with the next queued body, and records the URLs. */
function fakeApi(...bodies: unknown[]) {
  const urls: string[] = [];
  const fetchFn: FetchLike = async (url) => {
    urls.push(url);
    const body = bodies.shift() ?? { state: false, message: 'error', data: [] };
    return { ok: true, status: 200, json: async () => structuredClone(body) };
  };
  return { urls, fetchFn };
}

/** What a UI holding the views would see, applying messages as the worker client does. */
function screen(engine: ReturnType<typeof createOddsEngine>) {
  const views = new Map<string, OddsListView>();
  const messages: OddsMessage[] = [];
  engine.subscribe((message) => {
    messages.push(message);
    if (message.type === 'odds.full') views.set(message.kind, message.view);
    if (message.type === 'odds.delta')
      views.set(message.kind, applyDelta(views.get(message.kind)!, structuredClone(message.delta)));
  });
  return { views, messages };
}

describe('odds engine', () => {
  it('loads in full first, then incrementally with the change_id it holds', async () => {
    const fixture = createOddsFixture({ events: 20, seed: 5, live: true });
    const first = fixture.full();
    const second = fixture.delta({ changed: 0.2, closed: 0.1, added: 0.1 });
    const api = fakeApi(first, second);
    const engine = createOddsEngine({ fetch: api.fetchFn, config: { token: 't' } });
    const { views, messages } = screen(engine);

    await engine.refresh('live');
    await engine.refresh('live');

    expect(api.urls[0]).toContain('/get-live-odds?');
    expect(api.urls[1]).toContain(
      `/get-live-odds_nonfullload?sport_type_id=1&odds_type=MY&nav=side-menu&change_id=${first.change_id}&`,
    );
    expect(messages.map((message) => message.type)).toEqual(['odds.full', 'odds.delta']);
    // The UI's copy, kept by deltas, equals the engine's own view (a late subscriber gets it whole)...
    expect(views.get('live')).toEqual(screen(engine).views.get('live'));
    // ...and shows the same events as a fresh full load of the same data.
    const fresh = createOddsEngine({ fetch: fakeApi(fixture.full()).fetchFn });
    const freshScreen = screen(fresh);
    await fresh.refresh('live');
    const keys = (view: OddsListView | undefined) =>
      view?.groups.flatMap((group) => group.events.map((event) => event.key));
    expect(keys(views.get('live'))).toEqual(keys(freshScreen.views.get('live')));
  });

  it('a failed call keeps the last good list on screen and reports error', async () => {
    const api = fakeApi(oddsReply([oddsEvent()]), { state: false, message: 'error', data: [] });
    const engine = createOddsEngine({ fetch: api.fetchFn });
    const { views, messages } = screen(engine);
    await engine.refresh('nonlive');
    const outcome = await engine.refresh('nonlive');
    expect(outcome.status).toBe('error');
    expect(messages.at(-1)).toMatchObject({
      type: 'odds.error',
      kind: 'nonlive',
      message: 'error',
    });
    expect(views.get('nonlive')?.eventCount).toBe(1);
    // The next call still asks for an incremental load from the last good change_id.
    await engine.refresh('nonlive');
    expect(api.urls[2]).toContain('change_id=1000');
  });

  it('a delta with a lower change_id than the one held (a restarted server) is not applied: the list is loaded again in full', async () => {
    const before = oddsReply(
      [oddsEvent({ event_id: 1, home_en: 'Old' }), oddsEvent({ event_id: 2 })],
      {
        changeId: 500,
      },
    );
    // The restarted server counts from 3 again and sends "what changed since 500" on its own base.
    const wrongBase = oddsReply([oddsEvent({ event_id: 2, home_en: 'Half new' })], {
      fullload: false,
      changeId: 3,
    });
    const truth = oddsReply(
      [oddsEvent({ event_id: 1, home_en: 'New' }), oddsEvent({ event_id: 3 })],
      {
        changeId: 3,
      },
    );
    const api = fakeApi(before, wrongBase, truth);
    const engine = createOddsEngine({ fetch: api.fetchFn });
    const { views, messages } = screen(engine);
    await engine.refresh('live');
    const outcome = await engine.refresh('live');

    expect(api.urls).toHaveLength(3);
    expect(api.urls[1]).toContain('_nonfullload?');
    expect(api.urls[2]).not.toContain('nonfullload');
    expect(api.urls[2]).not.toContain('change_id');
    expect(outcome).toMatchObject({ status: 'ok', changeId: 3 });
    // The screen shows the server's list, never the half-applied one.
    const names = views
      .get('live')
      ?.groups.flatMap((group) => group.events.map((event) => event.key));
    const fresh = createOddsEngine({ fetch: fakeApi(truth).fetchFn });
    const freshScreen = screen(fresh);
    await fresh.refresh('live');
    expect(names).toEqual(
      freshScreen.views
        .get('live')
        ?.groups.flatMap((group) => group.events.map((event) => event.key)),
    );
    expect(JSON.stringify(views.get('live'))).not.toContain('Half new');
    expect(messages.every((message) => message.type !== 'odds.error')).toBe(true);
  });

  it('the full reload after a wrong-base delta happens once per refresh, never in a loop', async () => {
    const delta = (changeId: number) =>
      oddsReply([oddsEvent({ event_id: 2 })], { fullload: false, changeId });
    const api = fakeApi(oddsReply([oddsEvent()], { changeId: 50 }), delta(4), delta(5), delta(6));
    const engine = createOddsEngine({ fetch: api.fetchFn });
    screen(engine);
    await engine.refresh('live');
    const outcome = await engine.refresh('live');
    expect(api.urls).toHaveLength(3);
    expect(outcome.status).toBe('reload');
    // Nothing held to build on: the next refresh asks for the whole list.
    await engine.refresh('live');
    expect(api.urls[3]).not.toContain('change_id');
  });

  it('a view setting rebuilds the list from the data held, without a call', async () => {
    const api = fakeApi(oddsReply([oddsEvent()]));
    const engine = createOddsEngine({ fetch: api.fetchFn });
    const { views, messages } = screen(engine);
    await engine.refresh('nonlive');
    engine.setQuery({ tableType: 'd-line' });
    expect(api.urls).toHaveLength(1);
    expect(messages.at(-1)).toMatchObject({ type: 'odds.full', kind: 'nonlive' });
    expect(views.get('nonlive')?.layout).toBe('d-line');
    engine.setQuery({ leagueAll: false, leagueIds: [] });
    expect(views.get('nonlive')?.eventCount).toBe(0);
  });

  it('a server setting starts afresh and drops the reply of a call made before it', async () => {
    let release: () => void = () => undefined;
    const urls: string[] = [];
    const fetchFn: FetchLike = async (url) => {
      urls.push(url);
      if (urls.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return { ok: true, status: 200, json: async () => oddsReply([oddsEvent()]) };
    };
    const engine = createOddsEngine({ fetch: fetchFn });
    const { messages } = screen(engine);
    const pending = engine.refresh('live');
    engine.setQuery({ sportTypeId: 44 });
    const second = engine.refresh('live');
    release();
    expect((await pending).status).toBe('stale');
    expect((await second).status).toBe('ok');
    expect(urls[1]).toContain('sport_type_id=44&odds_type=EU');
    expect(messages.filter((message) => message.type === 'odds.full')).toHaveLength(1);
  });

  it('calls for a list already being refreshed share the one call', async () => {
    const api = fakeApi(oddsReply([oddsEvent()]));
    const engine = createOddsEngine({ fetch: api.fetchFn });
    const [a, b] = await Promise.all([engine.refresh('live'), engine.refresh('live')]);
    expect(api.urls).toHaveLength(1);
    expect(a).toEqual(b);
  });

  it('a late subscriber first gets the full view of each list held; unsubscribed ones get nothing', async () => {
    const engine = createOddsEngine({
      fetch: fakeApi(oddsReply([oddsEvent()]), oddsReply([oddsEvent()])).fetchFn,
    });
    await engine.refresh('early');
    const late: OddsMessage[] = [];
    const id = engine.subscribe((message) => late.push(message));
    expect(late).toMatchObject([{ type: 'odds.full', kind: 'early' }]);
    engine.unsubscribe(id);
    await engine.refresh('early');
    expect(late).toHaveLength(1);
  });

  it('early list calls carry the date, default tomorrow in Bangkok', async () => {
    const api = fakeApi(oddsReply([]));
    const engine = createOddsEngine({
      fetch: api.fetchFn,
      now: () => Date.UTC(2026, 10, 21, 3, 0),
    });
    await engine.refresh('early');
    expect(api.urls[0]).toBe(
      '/api/member/event/sc/nokey/early?sport_type_id=1&odds_type=MY&date=22%2F11%2F2026&nav=side-menu&sortTime=all',
    );
  });
});
