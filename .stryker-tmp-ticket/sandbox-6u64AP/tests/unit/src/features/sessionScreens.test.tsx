// @ts-nocheck
// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen, NoSessionScreen } from '@src/features/session-screens/SessionScreens';
import { renderInLocale } from '../helpers';

afterEach(cleanup);

describe('session screens', () => {
  it('no session: says "session is undefined." and where to go, in English', () => {
    renderInLocale(<NoSessionScreen reason="missing" detail={null} />, 'en');
    const screenRoot = screen.getByTestId('no-session');
    expect(screenRoot.textContent).toContain('session is undefined.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      "Please enter through your operator's site",
    );
    expect(screenRoot.textContent).toContain(
      "opens from your member account on the operator's website",
    );
  });

  it('no session: the same in Thai', () => {
    renderInLocale(<NoSessionScreen reason="missing" detail={null} />, 'th');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'กรุณาเข้าใช้งานผ่านเว็บไซต์ของผู้ให้บริการ',
    );
    expect(screen.getByTestId('no-session').textContent).toContain('session is undefined.');
  });

  it('a refused token and an ended session say so, with the server reason', () => {
    renderInLocale(<NoSessionScreen reason="invalid" detail="invalid token" />, 'en');
    expect(screen.getByTestId('no-session').textContent).toContain('sign-in link was not accepted');
    expect(screen.getByText('Reason: invalid token')).toBeTruthy();
    cleanup();
    renderInLocale(<NoSessionScreen reason="expired" detail="session expired" />, 'th');
    expect(screen.getByTestId('no-session').textContent).toContain('เซสชันของคุณหมดอายุแล้ว');
    expect(screen.getByText('สาเหตุ: session expired')).toBeTruthy();
  });

  it('the error screen explains and retries', () => {
    const onRetry = vi.fn();
    renderInLocale(
      <ErrorScreen
        detail="user: An unexpected error occurred: Failed to fetch"
        onRetry={onRetry}
      />,
      'en',
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The connection to the sportsbook failed',
    );
    expect(screen.getByText(/Failed to fetch/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
