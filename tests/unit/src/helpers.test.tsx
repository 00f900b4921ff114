// @vitest-environment jsdom
// The fakes' own cleanup: a test's fake services end the odds client a board made with them, so
// that no client of a finished test lives on into the next one (taking a worker it starts).
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import type { OddsService } from '@src/shared/odds/oddsService';
import { oddsServiceOf } from '@src/shared/odds/useOddsClient';
import { fakeServices } from './helpers';

describe("fakeServices' cleanup", () => {
  let service: OddsService | null = null;
  let disposed: MockInstance | null = null;

  it('a board asks for the odds client of the test’s services (made a task later)', async () => {
    service = oddsServiceOf(fakeServices({ sessionToken: 's' }).services);
    service.start();
    await waitFor(() => expect(service?.get()).not.toBeNull());
    const client = service.get();
    if (client === null) throw new Error('no client');
    disposed = vi.spyOn(client, 'dispose');
  });

  it('the next test finds that client ended and none held', () => {
    expect(disposed).toHaveBeenCalledTimes(1);
    expect(service?.get()).toBeNull();
  });
});
