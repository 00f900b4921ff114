// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstOddsOrTimeout } from '@src/shared/firstOdds';
import { ErrorBoundary } from '@src/shared/ui/ErrorBoundary';
import { renderInLocale } from '@tests/unit/src/helpers';

afterEach(cleanup);

const state = { broken: true };

function Fragile({ label }: { label: string }) {
  if (state.broken) throw new Error('a field was not what the view expected');
  return <p>{label}</p>;
}

describe('ErrorBoundary', () => {
  it('a render error in the odds area, and only there, ends the wait for the first odds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.broken = true;
    let released = false;
    void firstOddsOrTimeout(60_000).then(() => {
      released = true;
    });
    renderInLocale(
      <ErrorBoundary area="ticket">
        <Fragile label="ticket body" />
      </ErrorBoundary>,
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(released).toBe(false);
    cleanup();
    renderInLocale(
      <ErrorBoundary area="odds">
        <Fragile label="board" />
      </ErrorBoundary>,
    );
    await vi.waitFor(() => expect(released).toBe(true), { timeout: 5_000 });
    expect(screen.getByRole('alert').getAttribute('data-area')).toBe('odds');
  });

  it('replaces only its own area with a notice; Try again renders the area afresh', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.broken = true;
    renderInLocale(
      <>
        <ErrorBoundary area="ticket">
          <Fragile label="ticket body" />
        </ErrorBoundary>
        <ErrorBoundary area="member">
          <p>my bets</p>
        </ErrorBoundary>
      </>,
    );
    const notice = screen.getByRole('alert');
    expect(notice.getAttribute('data-area')).toBe('ticket');
    expect(notice.textContent).toContain('The bet ticket could not be shown.');
    expect(screen.getByText('my bets')).toBeTruthy();
    expect(errors).toHaveBeenCalled();

    state.broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('ticket body')).toBeTruthy();
  });

  it('a broken popup offers Close, which closes it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.broken = true;
    const onClose = vi.fn();
    renderInLocale(
      <ErrorBoundary area="popup" onClose={onClose}>
        <Fragile label="statement" />
      </ErrorBoundary>,
      'th',
    );
    expect(screen.getByRole('alert').textContent).toContain('ไม่สามารถแสดงหน้าต่างนี้ได้');
    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
