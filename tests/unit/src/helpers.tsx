import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import type { RealtimeStateChange, RecentBet, SportMenuEntry } from '@machines/memberTypes';
import type { ApiResult } from '@src/shared/api/client';
import type { MemberApi } from '@src/shared/api/member';
import type { MemberAreaApi } from '@src/shared/api/memberArea';
import { LocaleProvider } from '@src/shared/i18n/LocaleProvider';
import type { Locale } from '@src/shared/i18n/locale';
import type { TicketFeedListener } from '@src/shared/realtime/ticketFeed';
import { oddsServiceOf } from '@src/shared/odds/useOddsClient';
import type { AppServices } from '@src/shared/services';
import { ServicesProvider } from '@src/shared/services';

export function renderInLocale(ui: ReactElement, locale: Locale = 'en') {
  return render(<LocaleProvider initialLocale={locale}>{ui}</LocaleProvider>);
}

export const ok = <T,>(data: T): ApiResult<T> => ({
  ok: true,
  status: 200,
  message: 'success',
  data,
});

export const SPORTS: SportMenuEntry[] = [
  { sportId: 1, name: 'Football', live: 12, nonLive: 84, early: 310, step: 96, mix: 96 },
  { sportId: 44, name: 'Muay Thai', live: 2, nonLive: 9, early: 14, step: 0, mix: 9 },
  { sportId: 2, name: 'Basketball', live: 1, nonLive: 2, early: 3, step: 4, mix: 5 },
];

export function fakeMemberApi(overrides: Partial<MemberApi> = {}): {
  [K in keyof MemberApi]: ReturnType<typeof vi.fn<MemberApi[K]>>;
} {
  return {
    login: vi.fn<MemberApi['login']>(overrides.login ?? (async () => ok({ token: 'session-1' }))),
    fetchUser: vi.fn<MemberApi['fetchUser']>(
      overrides.fetchUser ??
        (async () => ok({ id: 7, username: 'demo01', currency: 'THB', firstLogin: true })),
    ),
    fetchBalance: vi.fn<MemberApi['fetchBalance']>(
      overrides.fetchBalance ?? (async () => ok(50000)),
    ),
    fetchSportMenu: vi.fn<MemberApi['fetchSportMenu']>(
      overrides.fetchSportMenu ?? (async () => ok(SPORTS)),
    ),
    fetchLatestBets: vi.fn<MemberApi['fetchLatestBets']>(
      overrides.fetchLatestBets ?? (async () => ok([])),
    ),
    fetchTicketPick: vi.fn<MemberApi['fetchTicketPick']>(
      overrides.fetchTicketPick ?? (async () => ok(null)),
    ),
    confirmBet: vi.fn<MemberApi['confirmBet']>(
      overrides.confirmBet ??
        (async () => ({ kind: 'refused' as const, message: 'not in this test' })),
    ),
    fetchRunningBets: vi.fn<MemberApi['fetchRunningBets']>(
      overrides.fetchRunningBets ?? (async () => ok({ tickets: [], total: 0, lastPage: 1 })),
    ),
  };
}

/** A realtime source the test drives by hand. */
export function fakeTicketFeed() {
  const listeners = new Set<TicketFeedListener>();
  const closed = vi.fn();
  const open = vi.fn((listener: TicketFeedListener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      closed();
    };
  });
  return {
    open,
    closed,
    get connections() {
      return listeners.size;
    },
    push(bet: RecentBet) {
      for (const listener of listeners) listener.bet(bet);
    },
    state(change: RealtimeStateChange) {
      for (const listener of listeners) listener.state(change);
    },
  };
}

/** The member-area calls, empty by default. */
export function fakeMemberAreaApi(overrides: Partial<MemberAreaApi> = {}): MemberAreaApi {
  return {
    fetchStatement: overrides.fetchStatement ?? (async () => ok([])),
    fetchSettledBets:
      overrides.fetchSettledBets ?? (async () => ok({ tickets: [], total: 0, lastPage: 1 })),
    fetchResults: overrides.fetchResults ?? (async () => ok([])),
    fetchBanners: overrides.fetchBanners ?? (async () => ok({ banners: [], popup: null })),
    fetchAnnouncements:
      overrides.fetchAnnouncements ??
      (async () => ok({ announcements: [], page: 1, lastPage: 1, total: 0 })),
    fetchRules: overrides.fetchRules ?? (async () => ok([])),
  };
}

/** The fake services made in the running test: their odds service ends with the test. */
const madeThisTest = new Set<AppServices>();

// The app's one odds client is made per services object, a task after a board first asks for it,
// and lives as long as they do. A test's fake services are dropped when the test ends, but their
// client would live on (a worker of its own, or a worker another test started for its board):
// disposing it here also cancels one still being made. Its module is loaded on demand: a load still
// under way when the test ends (a slow machine) would finish after the test's environment is torn down
// and fail there, so the test's dynamic imports are waited for first.
afterEach(async () => {
  await vi.dynamicImportSettled();
  for (const services of madeThisTest) oddsServiceOf(services).dispose();
  madeThisTest.clear();
});

export function fakeServices(
  options: {
    api?: Partial<MemberApi>;
    memberArea?: Partial<MemberAreaApi>;
    sessionToken?: string | null;
  } = {},
) {
  const memberApi = fakeMemberApi(options.api);
  const feed = fakeTicketFeed();
  let token = options.sessionToken ?? null;
  const lostListeners = new Set<(message: string) => void>();
  const services: AppServices = {
    memberApi,
    memberArea: fakeMemberAreaApi(options.memberArea),
    openTicketFeed: feed.open,
    readSessionToken: () => token,
    writeSessionToken: (next) => {
      token = next;
    },
    onSessionLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
    inspect: () => undefined,
  };
  madeThisTest.add(services);
  return {
    services,
    memberApi,
    feed,
    get token() {
      return token;
    },
    loseSession(message: string) {
      for (const listener of lostListeners) listener(message);
    },
  };
}

export function renderWithServices(ui: ReactElement, services: AppServices, locale: Locale = 'en') {
  return renderInLocale(<ServicesProvider services={services}>{ui}</ServicesProvider>, locale);
}
