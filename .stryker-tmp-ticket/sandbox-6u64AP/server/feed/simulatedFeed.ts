// @ts-nocheck
// Other members' bets, simulated: every ~SIM_FEED_MS (jittered) one recent bet is stored and
// broadcast as a `ticket-change`, so the recent-bets panel moves even with a single real member.
import { Rng } from '../market/random';
import type { Market } from '../market/types';
import { maskUsername } from '../members/members';
import type { WireRecentBet } from '@contract/member';
import type { RecentBets } from './recentBets';

const OTHER_MEMBERS = [
  'somchai88',
  'nattapong7',
  'kittisak99',
  'pimchanok5',
  'wichai2024',
  'anucha1',
  'supaporn77',
  'thanawat3',
];
const FALLBACK_MATCHES: readonly Match[] = [
  {
    home_en: 'Bangkok United',
    home_th: 'แบงค็อก ยูไนเต็ด',
    away_en: 'Buriram United',
    away_th: 'บุรีรัมย์ ยูไนเต็ด',
  },
  {
    home_en: 'Port FC',
    home_th: 'การท่าเรือ',
    away_en: 'BG Pathum United',
    away_th: 'บีจี ปทุม ยูไนเต็ด',
  },
];
const MATCH_REFRESH_EVERY = 20;

interface Match {
  home_en: string;
  home_th: string;
  away_en: string;
  away_th: string;
}

/** A name cell as text; anything but a string or a number (a missing cell, a list) is no name. */
function nameText(cell: unknown): string {
  if (typeof cell === 'string') return cell;
  return typeof cell === 'number' ? String(cell) : '';
}

/** Team names of today's football events, read from the odds list by its `structures`. */
function matchesFromMarket(market: Market): Match[] {
  try {
    const reply = market.oddsList({
      list: 'nonlive',
      betType: 'sc',
      sportTypeId: 1,
      oddsType: 'MY',
      sortTime: 'all',
    });
    const names = ['home_en', 'home_th', 'away_en', 'away_th'] as const;
    const at = names.map((n) => reply.structures?.indexOf(n) ?? -1);
    if (at.some((i) => i < 0)) return [];
    return reply.data.map((row) => {
      const [homeEn, homeTh, awayEn, awayTh] = at.map((i) => nameText(row[i]));
      return {
        home_en: homeEn ?? '',
        home_th: homeTh ?? '',
        away_en: awayEn ?? '',
        away_th: awayTh ?? '',
      };
    });
  } catch {
    return [];
  }
}

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

export interface SimulatedFeedOptions {
  market: Market;
  recentBets: RecentBets;
  broadcast: (bet: WireRecentBet) => void;
  feedMs: number;
  seed: number;
  now: () => number;
}

export function startSimulatedFeed(opts: SimulatedFeedOptions): { stop(): void } {
  // Seeded, so a given SIM_SEED replays the same feed.
  const rng = new Rng(opts.seed);
  const random = () => rng.next();
  let matches: Match[] = [];
  let ticks = 0;
  let timer: NodeJS.Timeout | undefined;

  function nextBet(): WireRecentBet {
    if (ticks++ % MATCH_REFRESH_EVERY === 0) matches = matchesFromMarket(opts.market);
    const match =
      pick(matches.length > 0 ? matches : FALLBACK_MATCHES, random) ?? FALLBACK_MATCHES[0];
    return {
      username: maskUsername(pick(OTHER_MEMBERS, random) ?? 'member01'),
      name_th: `${match?.home_th ?? ''} - ${match?.away_th ?? ''}`,
      name_en: `${match?.home_en ?? ''} - ${match?.away_en ?? ''}`,
      currency: 'thb',
      amount: (1 + Math.floor(random() * 100)) * 50,
      option: random() < 0.45 ? 'h' : 'a',
    };
  }

  function schedule(): void {
    // Jitter between 0.5x and 1.5x so bets do not arrive like a metronome.
    timer = setTimeout(
      () => {
        // One failed broadcast (a socket closing mid-send, say) must not silence the feed for good.
        try {
          opts.broadcast(opts.recentBets.record(nextBet(), opts.now()));
        } catch (error) {
          console.error('simulated feed: could not record or broadcast a bet', error);
        } finally {
          schedule();
        }
      },
      opts.feedMs * (0.5 + random()),
    );
    timer.unref();
  }

  if (opts.feedMs > 0) schedule();
  return { stop: () => clearTimeout(timer) };
}
