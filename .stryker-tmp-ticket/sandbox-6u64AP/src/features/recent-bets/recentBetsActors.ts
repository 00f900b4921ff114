// @ts-nocheck
import { fromCallback, fromPromise } from 'xstate';
import type { RecentBetsEvent } from '@machines/recentBetsMachine';
import { recentBetsMachine } from '@machines/recentBetsMachine';
import type { MemberApi } from '@src/shared/api/member';
import { toCallOutcome } from '@src/shared/api/outcome';
import type { OpenTicketFeed } from '@src/shared/realtime/ticketFeed';

export function provideRecentBetsMachine(memberApi: MemberApi, openTicketFeed: OpenTicketFeed) {
  return recentBetsMachine.provide({
    actors: {
      loadLatestBets: fromPromise(async () => toCallOutcome(await memberApi.fetchLatestBets())),
      ticketFeed: fromCallback<RecentBetsEvent>(({ sendBack }) =>
        openTicketFeed({
          bet: (bet) => sendBack({ type: 'realtime.bet', bet }),
          state: (change) => sendBack({ type: 'realtime.state', ...change }),
        }),
      ),
    },
  });
}
