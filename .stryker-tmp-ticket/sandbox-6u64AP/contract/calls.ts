// @ts-nocheck
// How long any caller of the member API waits for an answer (one constant for the
// client, the odds worker, the boot script and the refresh countdown). Past it the call has failed:
// the member is told, and what retries (a list, the countdown) goes on, never left hanging.
export const CALL_TIMEOUT_MS = 15_000;

// A bet confirm whose answer never came is asked for again under its own Idempotency-Key by itself
// (a reload, the link coming back) only within this window of the member's sending it; past it,
// nothing goes out without the member. The first call is answered or given up after CALL_TIMEOUT_MS;
// while the page lives the same request goes out again when the link returns, each try again within
// that timeout. Eight timeouts (2 min) hold the first call, a reload of the page that lost it and a
// few such tries. The server keeps the key of a placed bet for good (the simulator never drops it),
// so this window is not what keeps a bet from being placed twice: it keeps a bet the server never saw
// from being placed, without a click, at a market the member is no longer looking at. Minutes, never
// hours.
export const CONFIRM_RECOVERY_WINDOW_MS = 8 * CALL_TIMEOUT_MS;

/**
 * The reply header of a confirm answered from the bet stored under its Idempotency-Key (the same
 * member's key and body of a bet already placed): `Idempotent-Replayed: true`, as Stripe names it. The
 * body is the first answer, word for word; the header is what tells the caller that this request
 * placed nothing and the bet was placed by an earlier one. Absent on every other answer.
 */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** The same header as a Node server writes it and a browser's Headers read it (lower-cased). */
export const IDEMPOTENT_REPLAYED_FIELD = 'idempotent-replayed';
