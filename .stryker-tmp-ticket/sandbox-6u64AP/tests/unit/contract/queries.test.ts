// @ts-nocheck
// The requests' fixed words: the payloads' language and what a ticket call cannot do without.
import { describe, expect, it } from 'vitest';
import { PAYLOAD_LANG, TICKET_QUERY_REQUIRED } from '@contract/queries';

describe('the requests’ fixed words', () => {
  it('payloads in Thai', () => {
    expect(PAYLOAD_LANG).toBe('th');
  });

  it('a ticket call needs the market, the event, the odds id and the option', () => {
    expect(TICKET_QUERY_REQUIRED).toEqual(['market_type', 'event_id', 'odd_id', 'option']);
  });
});
