// The odds worker: a thin comlink adapter over the engine. The UI's worker client subscribes
// once with `subscribe(proxy(cb))` and receives one message per refresh of each list.
import { expose } from 'comlink';
import type { ApiConfig } from './api';
import { createOddsEngine } from './engine';
import type { OddsListener, OddsQuery } from './engine';
import type { ListKind, MarketType, PriceOption } from './core/wire';

const engine = createOddsEngine({ fetch: (url, init) => fetch(url, init) });

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
