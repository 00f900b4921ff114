// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_REPLAYED_FIELD, IDEMPOTENT_REPLAYED_HEADER } from '@contract/confirm';
import type { TestSimulator } from './helpers';
import { confirmBody, listEvents, openPicks, startSimulator } from './helpers';

// A confirm answered from the bet stored under its Idempotency-Key says so on the wire:
// `Idempotent-Replayed: true`. The caller learns that this request placed nothing and an earlier one
// placed the bet; every other answer (placed now, refused, a key reused with another body, no key)
// goes without the header.

const CONFIRM = '/api/member/ticket/bet/confirm';

let t: TestSimulator;
let token: string;

beforeAll(async () => {
  t = await startSimulator();
  token = await t.login();
});
afterAll(() => t.close());

async function openPick() {
  const picks = openPicks(await listEvents(t, token, 'sc', 'MY'), 'Handicap', 'h');
  const pick = picks.find((p) => p.price > 0);
  if (!pick) throw new Error('no open handicap pick');
  return pick;
}

const replayedOf = (reply: { headers: Headers }) => reply.headers.get(IDEMPOTENT_REPLAYED_FIELD);

describe('the Idempotent-Replayed reply header', () => {
  it('is the header Stripe names, read lower-cased', () => {
    expect(IDEMPOTENT_REPLAYED_HEADER).toBe('Idempotent-Replayed');
    expect(IDEMPOTENT_REPLAYED_FIELD).toBe(IDEMPOTENT_REPLAYED_HEADER.toLowerCase());
  });

  it('marks the stored answer of a key already placed, and only that', async () => {
    const body = confirmBody([await openPick()], 300, 1, 'MY');
    const headers = { 'idempotency-key': 'replay-1' };
    const first = await t.post(CONFIRM, body, token, headers);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe(true);
    expect(replayedOf(first)).toBeNull();

    const again = await t.post(CONFIRM, body, token, headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(replayedOf(again)).toBe('true');
    // Asked a third time: still the first answer, still marked.
    const third = await t.post(CONFIRM, body, token, headers);
    expect(third.body.data.ticket_id).toBe(first.body.data.ticket_id);
    expect(replayedOf(third)).toBe('true');
  });

  it('is absent on a refusal, on a key reused with another body and without a key', async () => {
    const pick = await openPick();
    const headers = { 'idempotency-key': 'replay-2' };
    const refused = await t.post(
      CONFIRM,
      confirmBody([{ ...pick, price: pick.price + 0.5 }], 200, 1, 'MY'),
      token,
      headers,
    );
    expect(refused.body.message).toBe('odds changed');
    expect(replayedOf(refused)).toBeNull();
    // A refusal stores nothing: the same key then places now, unmarked.
    const placed = await t.post(CONFIRM, confirmBody([pick], 200, 1, 'MY'), token, headers);
    expect(placed.body.status).toBe(true);
    expect(replayedOf(placed)).toBeNull();
    const reused = await t.post(CONFIRM, confirmBody([pick], 250, 1, 'MY'), token, headers);
    expect(reused.status).toBe(422);
    expect(replayedOf(reused)).toBeNull();
    const keyless = await t.post(CONFIRM, confirmBody([pick], 200, 1, 'MY'), token);
    expect(keyless.body.status).toBe(true);
    expect(replayedOf(keyless)).toBeNull();
  });

  it("is one member's: another member's same key places their own bet, unmarked", async () => {
    const other = await t.login('demo2');
    const pick = await openPick();
    const headers = { 'idempotency-key': 'replay-shared' };
    const mine = await t.post(CONFIRM, confirmBody([pick], 200, 1, 'MY'), token, headers);
    const theirs = await t.post(CONFIRM, confirmBody([pick], 200, 1, 'MY'), other, headers);
    expect(theirs.body.status).toBe(true);
    expect(theirs.body.data.ticket_id).not.toBe(mine.body.data.ticket_id);
    expect(replayedOf(theirs)).toBeNull();
  });
});
