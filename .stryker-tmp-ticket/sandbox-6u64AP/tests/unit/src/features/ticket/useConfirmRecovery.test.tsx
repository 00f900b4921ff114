// @ts-nocheck
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { createActor } from 'xstate';
import { loadPendingConfirm, savePendingConfirm } from '@src/shared/ticket/pendingConfirm';
import { CONFIRM_RECOVERY_WINDOW_MS } from '@contract/calls';
import { confirmBody } from '@src/shared/ticket/request';
import { confirmingPlaceBetMachine } from '@src/features/ticket/placeBetLogic';
import { useConfirmRecovery } from '@src/features/ticket/useConfirmRecovery';
import { fakeMemberApi } from '@tests/unit/src/helpers';
import { PICK } from './ticketHooks';

const BODY = confirmBody([PICK], { betType: 'sc', stake: 500, device: 'pc', tableType: 'f-line' });

/** A place-bet machine whose confirm never answers (the recovery stays in flight). */
function placeBetActor() {
  const api = fakeMemberApi({ confirmBet: () => new Promise(() => undefined) });
  return { api, placeBet: createActor(confirmingPlaceBetMachine(api)).start() };
}

function renderRecovery(placeBet: ReturnType<typeof placeBetActor>['placeBet'], member: string) {
  return renderHook(({ name }: { name: string }) => useConfirmRecovery(placeBet, name), {
    initialProps: { name: member },
  });
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useConfirmRecovery', () => {
  it("asks once, under its own key, for the member's confirm left unanswered, when the member is known", () => {
    savePendingConfirm(localStorage, {
      member: 'demo01',
      key: 'key-1',
      body: BODY,
      at: Date.now(),
    });
    const { api, placeBet } = placeBetActor();
    const { rerender } = renderRecovery(placeBet, '');
    expect(api.confirmBet).not.toHaveBeenCalled();
    rerender({ name: 'demo01' });
    expect(placeBet.getSnapshot().value).toBe('recovering');
    expect(api.confirmBet.mock.calls).toEqual([[BODY, 'key-1']]);
    rerender({ name: 'demo02' });
    expect(api.confirmBet).toHaveBeenCalledTimes(1);
  });

  it("leaves another member's unanswered confirm alone", () => {
    savePendingConfirm(localStorage, {
      member: 'demo02',
      key: 'key-2',
      body: BODY,
      at: Date.now(),
    });
    const { api, placeBet } = placeBetActor();
    renderRecovery(placeBet, 'demo01');
    expect(placeBet.getSnapshot().value).toBe('ready');
    expect(api.confirmBet).not.toHaveBeenCalled();
    expect(loadPendingConfirm(localStorage, 'demo02')?.key).toBe('key-2');
  });

  it('sends nothing for a confirm kept past the window: it is held for the member', () => {
    const at = Date.now() - CONFIRM_RECOVERY_WINDOW_MS - 1;
    savePendingConfirm(localStorage, { member: 'demo01', key: 'key-1', body: BODY, at });
    const { api, placeBet } = placeBetActor();
    renderRecovery(placeBet, 'demo01');
    expect(placeBet.getSnapshot().value).toBe('unconfirmed');
    expect(placeBet.getSnapshot().context).toMatchObject({ key: 'key-1', sentAt: at });
    expect(api.confirmBet).not.toHaveBeenCalled();
    expect(loadPendingConfirm(localStorage, 'demo01')?.key).toBe('key-1');
  });

  it('sweeps unreadable entries and moves the old single entry to its member first', () => {
    localStorage.setItem('betConfirmPending:demo03', '{broken');
    localStorage.setItem(
      'betConfirmPending',
      JSON.stringify({ member: 'demo01', key: 'old', body: BODY, at: Date.now() }),
    );
    const { api, placeBet } = placeBetActor();
    renderRecovery(placeBet, 'demo01');
    expect(api.confirmBet.mock.calls).toEqual([[BODY, 'old']]);
    expect(localStorage.getItem('betConfirmPending:demo03')).toBeNull();
    expect(localStorage.getItem('betConfirmPending')).toBeNull();
  });
});
