// The odds worker: a thin comlink adapter over the engine. The UI's worker client subscribes
// once with `subscribe(proxy(cb))` and receives one message per refresh of each list.
import { expose } from 'comlink';
import type { ApiConfig } from './api';
import { createOddsEngine } from './engine';
import type { OddsListener, OddsQuery } from './engine';
import type { ListKind, MarketType, PriceOption } from './core/wire';

// An odds call with no answer in 15 s fails (the list shows 'error' and retries), never hangs.
const ODDS_TIMEOUT_MS = 15_000;
const engine = createOddsEngine({
  fetch: (url, init) =>
    fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(ODDS_TIMEOUT_MS) }),
});

const api = {
  subscribe: (listener: OddsListener) => engine.subscribe(listener),
  unsubscribe: (id: number) => engine.unsubscribe(id),
  configure: (config: Partial<ApiConfig>) => engine.configure(config),
  setQuery: (query: Partial<OddsQuery>) => engine.setQuery(query),
  refresh: (kind: ListKind) => engine.refresh(kind),
  resync: (kind: ListKind) => engine.resync(kind),
  ticketPick: (
    kind: ListKind,
    eventId: number,
    marketType: MarketType,
    sortRow: number,
    option: PriceOption,
  ) => engine.ticketPick(kind, eventId, marketType, sortRow, option),
};

expose(api);

export type OddsWorkerApi = typeof api;
