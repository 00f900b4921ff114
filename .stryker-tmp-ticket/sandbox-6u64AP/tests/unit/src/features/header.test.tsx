// @ts-nocheck
// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@src/features/header/Header';
import { readCookie } from '@src/shared/cookies';
import { renderInLocale } from '../helpers';

afterEach(() => {
  cleanup();
  document.cookie = 'NEXT_LOCALE=; Max-Age=0; Path=/';
});

function renderHeader(overrides: Partial<Parameters<typeof Header>[0]> = {}) {
  const props = {
    username: 'demo01',
    balance: 50000,
    balanceRefreshing: false,
    onRefreshBalance: vi.fn(),
    layout: 'desktop' as const,
    onToggleLayout: vi.fn(),
    ...overrides,
  };
  renderInLocale(<Header {...props} />, 'en');
  return props;
}

describe('Header', () => {
  it('shows the username and the balance as "$ 50,000.00"', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toHaveProperty('tagName', 'HEADER');
    expect(screen.getByTestId('username').textContent).toBe('demo01');
    expect(screen.getByTestId('balance').textContent).toBe('$ 50,000.00');
  });

  it('refreshes the balance from its button, which is disabled while refreshing', () => {
    const props = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(props.onRefreshBalance).toHaveBeenCalledTimes(1);
    cleanup();
    renderHeader({ balanceRefreshing: true });
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('switches the language: the text changes and NEXT_LOCALE is written', () => {
    renderHeader();
    expect(screen.getByText('Member')).toBeTruthy();
    const thai = screen.getByRole('button', { name: 'TH Thai' });
    expect(thai.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(thai);
    expect(screen.getByText('สมาชิก')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'รีเฟรชยอดเงิน' })).toBeTruthy();
    expect(readCookie('NEXT_LOCALE')).toBe('th');
    expect(document.documentElement.lang).toBe('th');
    fireEvent.click(screen.getByRole('button', { name: 'EN อังกฤษ' }));
    expect(readCookie('NEXT_LOCALE')).toBe('en');
    expect(screen.getByText('Member')).toBeTruthy();
  });

  it('offers the switch to the mobile layout', () => {
    const props = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Mobile view' }));
    expect(props.onToggleLayout).toHaveBeenCalledTimes(1);
  });
});
