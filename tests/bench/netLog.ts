// The browser's own record of a visit's requests (Chromium's net-log, `--log-net-log`; bench:repeat
// writes one per browser with `BENCH_NETLOG=/path/prefix`), read request by request: when the
// network service sent it, when the server's headers came back, when the emulated link handed the
// reply on (DevTools' throttling holds it there), and when the network service was done with it.
// DevTools' own waterfall ends a request when the page's main thread takes the reply, so a busy
// page shows a reply as late even though it arrived: set side by side, the two tell which it was.
//   node --import tsx tests/bench/netLog.ts <netlog.json> [the first request's address, a part of it]
// Times are ms from that first request (default: the operator's entry, `userToken=`).
import { readFileSync } from 'node:fs';

interface NetLogEvent {
  time: string;
  type: number;
  phase: number;
  source: { id: number; type: number };
  params?: Record<string, unknown>;
}

interface NetLog {
  constants: {
    logEventTypes: Record<string, number>;
    logEventPhase: Record<string, number>;
    logSourceType: Record<string, number>;
  };
  events: NetLogEvent[];
}

export interface RequestTimes {
  url: string;
  startMs: number;
  /** The request left the network service (a connection was free). */
  sentMs: number | null;
  /** The server's response headers were read from the socket. */
  serverHeadersMs: number | null;
  /** The reply was handed on to the page (after the emulated link's latency). */
  deliveredMs: number | null;
  /** The network service was done with the request (its body read). */
  doneMs: number | null;
}

/** The log as written; a browser closed without ending it leaves the events' list open. */
export function readNetLog(path: string): NetLog {
  let text = readFileSync(path, 'utf8').trimEnd();
  if (text.endsWith(',')) text = text.slice(0, -1);
  if (!text.endsWith(']}')) text += ']}';
  return JSON.parse(text) as NetLog;
}

/** Every URL request whose address holds `hostPart`, in start order, from the anchor's start. */
export function requestTimes(log: NetLog, hostPart: string, anchor: string): RequestTimes[] {
  const typeName = new Map(Object.entries(log.constants.logEventTypes).map(([k, v]) => [v, k]));
  const phaseName = new Map(Object.entries(log.constants.logEventPhase).map(([k, v]) => [v, k]));
  const urlRequest = log.constants.logSourceType.URL_REQUEST;
  const bySource = new Map<number, NetLogEvent[]>();
  for (const event of log.events) {
    if (event.source.type !== urlRequest) continue;
    const events = bySource.get(event.source.id) ?? [];
    events.push(event);
    bySource.set(event.source.id, events);
  }
  const requests = [...bySource.values()].flatMap((events) => {
    const url = events
      .map((event) => event.params?.url)
      .find((value): value is string => typeof value === 'string');
    return url !== undefined && url.includes(hostPart) ? [{ url, events }] : [];
  });
  const first = requests.find((request) => request.url.includes(anchor));
  if (first === undefined) throw new Error(`no request in the log matches ${anchor}`);
  const zero = Number(first.events[0]?.time ?? 0);
  const at = (events: NetLogEvent[], type: string, phase: string): number | null => {
    const found = events.find(
      (event) => typeName.get(event.type) === type && phaseName.get(event.phase) === phase,
    );
    return found === undefined ? null : Number(found.time) - zero;
  };
  return requests
    .map(({ url, events }) => ({
      url,
      startMs: Number(events[0]?.time ?? 0) - zero,
      sentMs: at(events, 'HTTP_TRANSACTION_SEND_REQUEST', 'PHASE_BEGIN'),
      serverHeadersMs: at(events, 'HTTP_STREAM_PARSER_READ_HEADERS', 'PHASE_END'),
      deliveredMs: at(events, 'URL_REQUEST_START_JOB', 'PHASE_END'),
      doneMs: at(events, 'REQUEST_ALIVE', 'PHASE_END'),
    }))
    .filter((request) => request.startMs >= 0)
    .sort((a, b) => a.startMs - b.startMs);
}

function main(): void {
  const [path, anchor = 'userToken='] = process.argv.slice(2);
  if (path === undefined) {
    console.error('usage: node --import tsx tests/bench/netLog.ts <netlog.json> [anchor]');
    process.exitCode = 2;
    return;
  }
  const rows = requestTimes(readNetLog(path), '127.0.0.1', anchor);
  const cell = (value: number | null) => (value === null ? '-' : String(value)).padStart(6);
  console.log(' start   sent server handed   done  request (ms from the first request)');
  for (const row of rows)
    console.log(
      `${cell(row.startMs)} ${cell(row.sentMs)} ${cell(row.serverHeadersMs)} ${cell(row.deliveredMs)} ${cell(row.doneMs)}  ${new URL(row.url).pathname.slice(0, 60)}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
