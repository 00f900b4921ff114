// @ts-nocheck
// The live ticket under a moving market: `npm run bench:ticket`. Loopback only, ~1 min.
//
// The simulator runs as a child process (SIM_TEST_HOOKS=1, its own port and data folder). 50 members'
// single bets are placed on 50 different open picks of today's list, started 200 ms apart. While they
// run, the market moves: every second the bench moves the price of one of the 50 picks, chosen at
// random (seeded), by ±0.01 — a market that moves every second, each pick about once a minute.
// Each member picks at t0 (the ticket endpoint, as a click does) and presses Place THINK_MIN_S to
// THINK_MAX_S later. The ticket re-reads its pick at the board's refresh pace, REFRESH_S (the client
// follows the market after each refresh of the lists).
// At Place, both bodies are sent side by side, each with its own Idempotency-Key:
//   before — the price read once when the pick was added (what a ticket that never re-reads shows);
//   after  — the price of the ticket's last re-read (what it shows now).
// Printed: how many of the 50 each was refused for a moved price or line, and the ratio. One JSON line.
// The picks: both sides of the handicap and the over/under of today's events, in list order.
// Settings: BENCH_BETS (50), BENCH_REFRESH_S (5: the bench's refresh, as bench:browser's ?refresh=5;
// the app's own is 20 s), BENCH_THINK_MIN_S (5), BENCH_THINK_MAX_S (15), BENCH_SEED (7),
// BENCH_STREAM (1 = the odds stream: the ticket re-reads a pick when an `odds-changed` nudge on
// `odds-1` names its event, rounds at least FOLLOW_GAP_MS apart, as ticketMachine does; the lists'
// countdown then re-reads nothing here, every pick's event being on the list shown. 0 = the countdown:
// every pick re-read every BENCH_REFRESH_S).
import WebSocket from 'ws';
import { rawDataText } from '@server/realtime/rawData';
import { FOLLOW_GAP_MS } from '@machines/ticketMachine';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSimulator } from './kit';
import { createRandom } from '../fixtures/odds/generate';
import type { ReadTicketPick as TicketPick } from '@contract/ticket';
import { recordLine } from './record';

const BETS = Number(process.env.BENCH_BETS ?? 50);
const REFRESH_S = Number(process.env.BENCH_REFRESH_S ?? 5);
const THINK_MIN_S = Number(process.env.BENCH_THINK_MIN_S ?? 5);
const THINK_MAX_S = Number(process.env.BENCH_THINK_MAX_S ?? 15);
const SEED = Number(process.env.BENCH_SEED ?? 7);
const STREAM = process.env.BENCH_STREAM !== '0';
const STAKE = 20;

interface ListedEvent {
  event_id: number;
  league_name_en: string;
  league_name_th: string;
  odds: {
    odds_id: number;
    id: number;
    market_type: string;
    in_who: string;
    point: number;
    sort_row: number;
    prices: { option: string; price: number }[];
  }[];
}

interface Bet {
  added: TicketPick;
  /** The ticket's last re-read; null once the endpoint answered the pick closed. */
  followed: TicketPick | null;
  placeAt: number;
  done: boolean;
}

async function main(): Promise<void> {
  const random = createRandom(SEED);
  const load = loadavg()[0] ?? 0;
  const simulator = await startSimulator('ticket', {
    SIM_TEST_HOOKS: '1',
    SIM_EVENTS: '300',
    SIM_SEED: '7',
    SIM_START: '12:00',
    SIM_LIMIT_CONFIRM_MEMBER: '100000',
    SIM_LIMIT_CONFIRM_ADDRESS: '100000',
  });
  const { origin } = simulator;
  try {
    const login = await fetch(`${origin}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userToken: 'demo', lang: '', page: '' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };
    const get = async <T>(path: string): Promise<T> =>
      (await (await fetch(`${origin}${path}`, { headers: auth })).json()) as T;

    const list = await get<{ structures: string[]; data: unknown[][] }>(
      '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=MY&nav=side-menu&sortTime=all',
    );
    const events = list.data.map(
      (row) =>
        Object.fromEntries(
          list.structures.map((name, i) => [name, row[i]]),
        ) as unknown as ListedEvent,
    );
    // Picks as members click them: both sides of the handicap and the over/under of every event.
    const chosen = events
      .flatMap((event) =>
        event.odds
          .filter((o) => o.market_type === 'Handicap' || o.market_type === 'OverUnder')
          .flatMap((entry) =>
            (['h', 'a'] as const)
              .filter((option) => (entry.prices.find((p) => p.option === option)?.price ?? 0) !== 0)
              .map((option) => ({ event, entry, option })),
          ),
      )
      .slice(0, BETS);
    if (chosen.length < BETS) throw new Error(`only ${chosen.length} open picks on today's list`);

    const readPick = async (pick: {
      option: string;
      event_id: number;
      id: number;
      odd_id: number;
      market_type: string;
      in_who: string;
      point: number;
      price: number;
      league_name_en: string;
      league_name_th: string;
    }) => {
      const query = new URLSearchParams({
        lang: 'th',
        league_name_en: pick.league_name_en,
        league_name_th: pick.league_name_th,
        market_type: pick.market_type,
        in_who: pick.in_who,
        point: String(pick.point),
        event_id: String(pick.event_id),
        id: String(pick.id),
        odd_id: String(pick.odd_id),
        option: pick.option,
        odd: String(pick.price),
        sport_type_id: '1',
        odds_type: 'MY',
        betTicketType: 'sc',
      });
      return (await get<{ data: TicketPick | null }>(`/api/member/event/sc/ticket?${query}`)).data;
    };

    // The market moves every second: one of the picks, by ±0.01.
    let moving = true;
    const mover = (async () => {
      while (moving) {
        const target = chosen[Math.floor(random() * chosen.length)];
        if (target !== undefined) {
          await fetch(`${origin}/api/test/move-price`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              odd_id: target.entry.odds_id,
              option: target.option,
              delta: random() < 0.5 ? -0.01 : 0.01,
            }),
          });
        }
        await sleep(1000);
      }
    })();

    const start = Date.now();
    const bets: Bet[] = [];
    const adding = chosen.map(async ({ event, entry, option }, i) => {
      await sleep(i * 200);
      const added = await readPick({
        option,
        event_id: event.event_id,
        id: entry.id,
        odd_id: entry.odds_id,
        market_type: entry.market_type,
        in_who: entry.in_who,
        point: entry.point,
        price: entry.prices.find((p) => p.option === option)?.price ?? 0,
        league_name_en: event.league_name_en,
        league_name_th: event.league_name_th,
      });
      if (added === null) return;
      const think = THINK_MIN_S + random() * (THINK_MAX_S - THINK_MIN_S);
      bets.push({ added, followed: added, placeAt: Date.now() + think * 1000, done: false });
    });

    // The stream: nudges name events; the picks of those events are re-read, one round at a time.
    const wanted = new Set<number>();
    let nudges = 0;
    let rereads = 0;
    const socket = STREAM
      ? new WebSocket(
          `${origin.replace('http', 'ws')}/app/sim-key?protocol=7&client=js&version=8.4.0`,
        )
      : null;
    socket?.on('message', (raw) => {
      const message = JSON.parse(rawDataText(raw)) as { event: string; data?: string };
      if (message.event === 'pusher:connection_established')
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'odds-1' } }));
      if (message.event !== 'odds-changed' || message.data === undefined) return;
      nudges += 1;
      const ids = (JSON.parse(message.data) as { event_ids: number[] | null }).event_ids;
      for (const bet of bets)
        if (ids === null || ids.includes(bet.added.event_id)) wanted.add(bet.added.event_id);
    });
    let following = true;
    const follower = (async () => {
      while (following && STREAM) {
        const events = new Set(wanted);
        wanted.clear();
        const round = bets.filter(
          (bet) => !bet.done && bet.followed !== null && events.has(bet.added.event_id),
        );
        rereads += round.length;
        await Promise.all(
          round.map(async (bet) => {
            if (bet.followed !== null) bet.followed = await readPick(bet.followed);
          }),
        );
        await sleep(round.length > 0 ? FOLLOW_GAP_MS : 20);
      }
      // The ticket's follow: every REFRESH_S from the start, each open bet's pick is read again.
      while (following && !STREAM) {
        await sleep(REFRESH_S * 1000 - ((Date.now() - start) % (REFRESH_S * 1000)));
        await Promise.all(
          bets
            .filter((bet) => !bet.done && bet.followed !== null)
            .map(async (bet) => {
              rereads += 1;
              if (bet.followed !== null) bet.followed = await readPick(bet.followed);
            }),
        );
      }
    })();

    let key = 0;
    const confirm = async (pick: TicketPick): Promise<'placed' | 'moved' | 'other'> => {
      key += 1;
      const response = await fetch(`${origin}/api/member/ticket/bet/confirm`, {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': 'application/json',
          'Idempotency-Key': `bench-ticket-${SEED}-${key}`,
        },
        body: JSON.stringify({
          lang: 'th',
          stake: STAKE,
          action_type: 'sc',
          sport_type: 1,
          sport_id: 1,
          select_table: '2',
          device: 'pc',
          ticket: {
            odds_type: 'MY',
            odds_total: pick.price,
            item: [
              {
                event_id: pick.event_id,
                odd_id: pick.odd_id,
                option: pick.option,
                point: pick.point,
                price: pick.price,
                choose: pick.bet_choice,
                market_type: pick.market_type,
                in_who: pick.in_who,
                h_score: pick.h_score,
                a_score: pick.a_score,
                is_live: pick.is_live,
              },
            ],
          },
          mainbet: 1,
        }),
      });
      const body = (await response.json()) as { status: boolean; errors?: unknown[] };
      if (body.status) return 'placed';
      return Array.isArray(body.errors) && body.errors.length > 0 ? 'moved' : 'other';
    };

    await Promise.all(adding);
    const tally = {
      before: { placed: 0, moved: 0, other: 0 },
      after: { placed: 0, moved: 0, other: 0, closed: 0 },
    };
    await Promise.all(
      bets.map(async (bet) => {
        await sleep(Math.max(0, bet.placeAt - Date.now()));
        bet.done = true;
        const followed = bet.followed;
        // Side by side at the same moment: the price read at add, the price of the last re-read.
        const [before, after] = await Promise.all([
          confirm(bet.added),
          followed === null ? Promise.resolve('closed' as const) : confirm(followed),
        ]);
        tally.before[before] += 1;
        tally.after[after] += 1;
      }),
    );
    moving = false;
    following = false;
    await Promise.all([mover, follower]);
    socket?.terminate();

    const ratio = tally.before.moved === 0 ? null : tally.after.moved / tally.before.moved;
    console.log(
      `bench:ticket — ${bets.length} single bets, market moving every second (one of ${chosen.length} picks by ±0.01), ` +
        `Place ${THINK_MIN_S}–${THINK_MAX_S} s after the pick, ` +
        (STREAM
          ? `ticket re-read on odds-changed nudges (${nudges} nudges, ${rereads} re-reads); `
          : `ticket re-read every ${REFRESH_S} s (${rereads} re-reads); `) +
        `load ${load.toFixed(2)} at start, seed ${SEED}`,
    );
    console.log(
      `  before (price read once at add): ${tally.before.moved} refused for a moved price or line, ${tally.before.placed} placed, ${tally.before.other} other`,
    );
    console.log(
      `  after  (price of the last re-read): ${tally.after.moved} refused for a moved price or line, ${tally.after.placed} placed, ${tally.after.other} other, ${tally.after.closed} closed`,
    );
    console.log(
      `  refused after/before: ${ratio === null ? 'n/a' : ratio.toFixed(2)} (aim: after ≤ 1 refused)`,
    );
    console.log(recordLine('bench:ticket'));
    console.log(
      JSON.stringify({
        bench: 'ticket',
        bets: bets.length,
        refreshS: REFRESH_S,
        stream: STREAM,
        nudges,
        rereads,
        thinkS: [THINK_MIN_S, THINK_MAX_S],
        seed: SEED,
        load,
        before: tally.before,
        after: tally.after,
      }),
    );
  } finally {
    await simulator.stop();
  }
}

await main();
