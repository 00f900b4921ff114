// @ts-nocheck
// What the ticket's hooks need around them in a renderHook test: the services (a ticket endpoint
// that answers as told), the language, the filter as stored, the popup machine and the alert bar.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { PickRequest, TicketPick } from '@machines/ticketTypes';
import type { ApiResult } from '@src/shared/api/client';
import type { MemberApi } from '@src/shared/api/member';
import { AlertProvider } from '@src/features/ticket/alerts';
import { LocaleProvider } from '@src/shared/i18n/LocaleProvider';
import { PopupProvider } from '@src/shared/popups/PopupProvider';
import { ServicesProvider } from '@src/shared/services';
import { FilterProvider } from '@src/shared/storage/FilterContext';
import { createFilterStore } from '@src/shared/storage/filterStore';
import type { StorageFilter } from '@src/shared/storage/storageFilter';
import { recheckRequest } from '@src/shared/ticket/request';
import { fakeServices, ok } from '@tests/unit/src/helpers';
import { ticketPick } from '@tests/fixtures/ticketPick';

export const PICK = ticketPick({ event_id: 90001, id: 700001, odd_id: 880001 });
/** A click on PICK's price, as the ticket machine gets it. */
export const REQUEST: PickRequest = recheckRequest('sc', PICK);

/** Services whose ticket endpoint answers `answer` (PICK unless told) and records each request. */
export function ticketServices(
  answer: (request: PickRequest) => Promise<ApiResult<TicketPick>> = async () => ok(PICK),
  api: Partial<MemberApi> = {},
) {
  const fetchTicketPick = vi.fn(answer);
  return {
    fetchTicketPick,
    ...fakeServices({ sessionToken: 't', api: { ...api, fetchTicketPick } }),
  };
}

/** A renderHook wrapper with these services and the filter stored as `filter`. */
export function ticketWrapper(
  fake: ReturnType<typeof ticketServices>,
  filter: Partial<StorageFilter> = {},
) {
  localStorage.setItem('storageFilter', JSON.stringify(filter));
  const store = createFilterStore(localStorage);
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <LocaleProvider initialLocale="en">
        <ServicesProvider services={fake.services}>
          <FilterProvider store={store}>
            <PopupProvider firstLogin={false}>
              <AlertProvider>{children}</AlertProvider>
            </PopupProvider>
          </FilterProvider>
        </ServicesProvider>
      </LocaleProvider>
    );
  };
}
