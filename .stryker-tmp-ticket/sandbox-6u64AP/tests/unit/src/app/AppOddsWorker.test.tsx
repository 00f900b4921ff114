// @ts-nocheck
// @vitest-environment jsdom
// The odds worker the boot starts for the board, when the start ends with no board to show. In a file
// of its own: a board drawn by an earlier test makes its odds client a task later, and that client
// would take the worker this test starts (each test file has its own module state).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@src/app/App';
import { createInspectionStore } from '@src/features/inspector/inspectionStore';
import type { EntryParams } from '@src/shared/entry';
import { endPrestartedOddsWorker, prestartOddsWorker } from '@src/shared/odds/oddsWorker';
import { createFilterStore } from '@src/shared/storage/filterStore';
import { fakeServices } from '../helpers';

const desktopEntry: EntryParams = { userToken: 'demo', deviceLayout: 'desktop', inspect: false };

afterEach(cleanup);

function renderApp(entry: EntryParams, fake: ReturnType<typeof fakeServices>) {
  return render(
    <App
      entry={entry}
      services={fake.services}
      filterStore={createFilterStore(localStorage)}
      inspection={createInspectionStore()}
      initialLocale="en"
    />,
  );
}

describe('the odds worker started at boot', () => {
  it('a start with no session ends the odds worker the boot started for the board; a failed start keeps it for its retry', async () => {
    const terminated = vi.fn();
    vi.stubGlobal(
      'Worker',
      class {
        terminate = terminated;
      },
    );
    try {
      prestartOddsWorker();
      const refused = fakeServices({
        api: { login: async () => ({ ok: false, status: 401, message: 'invalid token' }) },
      });
      renderApp(desktopEntry, refused);
      await screen.findByTestId('no-session');
      await waitFor(() => expect(terminated).toHaveBeenCalledTimes(1));
      cleanup();

      prestartOddsWorker();
      const failing = fakeServices({
        api: { login: async () => ({ ok: false, status: 500, message: 'Server Error' }) },
      });
      renderApp(desktopEntry, failing);
      await screen.findByTestId('session-error');
      expect(terminated).toHaveBeenCalledTimes(1);
    } finally {
      endPrestartedOddsWorker();
      vi.unstubAllGlobals();
    }
  });
});
