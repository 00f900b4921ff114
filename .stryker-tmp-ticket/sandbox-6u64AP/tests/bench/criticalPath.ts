// @ts-nocheck
// The pure figures of bench:repeat's request records: how many round trips stood before a request
// (the longest chain of requests, each started only after the one before it had ended) and the
// floor a network profile sets (round trips and bytes at its speed). Apart from the bench so that
// unit tests can hold them.

export interface TimedRequest {
  /** When the request left (ms, any clock shared by the records). */
  startedAt: number;
  /** When its last byte arrived (or it failed); null while it is still open. */
  finishedAt: number | null;
}

/**
 * The round trips on the critical path before `target` left: the longest chain of requests that
 * ended before it started, each of them started only after the one before it ended. A request that
 * left with the page (nothing ended before it) stands at depth one.
 */
export function roundTripsBefore(
  records: readonly TimedRequest[],
  target: Pick<TimedRequest, 'startedAt'>,
): number {
  const ended = records
    .filter(
      (record): record is TimedRequest & { finishedAt: number } =>
        record.finishedAt !== null && record.finishedAt <= target.startedAt,
    )
    .sort((a, b) => a.startedAt - b.startedAt);
  // depth(r) = 1 + the deepest request that ended before r started.
  const depth: number[] = [];
  let deepest = 0;
  ended.forEach((record, index) => {
    let before = 0;
    for (let earlier = 0; earlier < index; earlier += 1) {
      const candidate = ended[earlier];
      if (candidate !== undefined && candidate.finishedAt <= record.startedAt)
        before = Math.max(before, depth[earlier] ?? 0);
    }
    depth[index] = before + 1;
    deepest = Math.max(deepest, before + 1);
  });
  return deepest;
}

export interface NetworkProfile {
  /** Added to every request, ms. */
  latency: number;
  /** Bytes a second. */
  downloadThroughput: number;
}

/**
 * The least time a visit can take on `network`: `roundTrips` latencies and `bytes` at its speed
 * (what must cross the link before the first odds are in: the page, its first-load scripts, the
 * list). Nothing parallel can beat it; everything the app adds is above it.
 */
export function floorMs(network: NetworkProfile, roundTrips: number, bytes: number): number {
  return Math.round(roundTrips * network.latency + (bytes / network.downloadThroughput) * 1000);
}
