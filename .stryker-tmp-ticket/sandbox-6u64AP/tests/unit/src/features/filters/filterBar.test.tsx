// @ts-nocheck
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { FilterBar } from '@src/features/filters/FilterBar';
import { fixedSeconds } from '@src/features/filters/RefreshButton';
import { FilterProvider } from '@src/shared/storage/FilterContext';
import { createFilterStore } from '@src/shared/storage/filterStore';
import { DEFAULT_STORAGE_FILTER } from '@src/shared/storage/storageFilter';
import type { StorageFilter } from '@src/shared/storage/storageFilter';
import { PopupProvider } from '@src/shared/popups/PopupProvider';
import { fakeServices, renderWithServices } from '@tests/unit/src/helpers';

afterEach(cleanup);

function pressedFormat(filter: Partial<StorageFilter>): string[] {
  renderWithServices(
    <FilterProvider store={createFilterStore(localStorage)}>
      <PopupProvider firstLogin={false}>
        <FilterBar
          filter={{ ...DEFAULT_STORAGE_FILTER, sortCurrency: 'MY', ...filter }}
          onChange={() => undefined}
          betTypeCounts={{ single: 1, step: 1, mix: 1 }}
          leagues={[]}
          refreshSeconds={fixedSeconds(30)}
          onRefresh={() => undefined}
          earlyDates={[]}
          earlyDate="Allearly"
          onEarlyDate={() => undefined}
        />
      </PopupProvider>
    </FilterProvider>,
    fakeServices().services,
  );
  const group = screen.getByTestId('odds-format');
  const pressed = within(group)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent ?? '');
  cleanup();
  return pressed;
}

describe('the odds-format control', () => {
  it("shows the member's format on single-bet lists", () => {
    expect(pressedFormat({ sortFilterEventId: 1, selectCategoryId: 1 })).toEqual(['MY']);
  });

  it('shows EU in force on step, on mix and on sport 44', () => {
    expect(pressedFormat({ sortFilterEventId: 5, selectCategoryId: 1 })).toEqual(['EU']);
    expect(pressedFormat({ sortFilterEventId: 6, selectCategoryId: 1 })).toEqual(['EU']);
    expect(pressedFormat({ sortFilterEventId: 1, selectCategoryId: 44 })).toEqual(['EU']);
  });
});
