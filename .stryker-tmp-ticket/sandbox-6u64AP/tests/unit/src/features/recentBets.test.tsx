// @ts-nocheck
// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecentBet } from '@machines/memberTypes';
import { RecentBetsPanel } from '@src/features/recent-bets/RecentBetsPanel';
import { maskUsername, recentBetOutcome } from '@src/features/recent-bets/recentBetView';
import { fakeServices, ok, renderWithServices } from '../helpers';

afterEach(cleanup);

const wonBet: RecentBet = {
  username: 'dem***01',
  nameTh: 'อาร์เซนอล - เชลซี',
  nameEn: 'Arsenal - Chelsea',
  currency: 'thb',
  amount: 1500,
  option: 'h',
};
const lostBet: RecentBet = { ...wonBet, username: 'pla***77', amount: 250, option: 'a' };

function panel(): HTMLElement {
  return screen.getByTestId('recent-bets');
}

async function renderPanel(latest: RecentBet[], locale: 'en' | 'th' = 'en') {
  const fake = fakeServices({
    api: { fetchLatestBets: async () => ok(latest) },
    sessionToken: 's',
  });
  renderWithServices(<RecentBetsPanel />, fake.services, locale);
  await waitFor(() => expect(fake.feed.connections).toBe(1));
  // The feed connects once the bets are loaded; React may draw them a moment after that.
  await waitFor(() => expect(screen.queryAllByTestId('recent-bet')).toHaveLength(latest.length));
  return fake;
}

describe('recent bet view', () => {
  it('h is won, anything else lost', () => {
    expect(recentBetOutcome(wonBet)).toBe('won');
    expect(recentBetOutcome(lostBet)).toBe('lost');
    expect(recentBetOutcome({ ...wonBet, option: 'x' })).toBe('lost');
  });

  it('keeps masked names and masks any sent in clear', () => {
    expect(maskUsername('dem***01')).toBe('dem***01');
    expect(maskUsername('demo0001')).toBe('dem***01');
    expect(maskUsername('abc')).toBe('a***');
  });
});

describe('RecentBetsPanel', () => {
  it('is open by default, loads the latest bets then connects', async () => {
    const fake = await renderPanel([wonBet, lostBet]);
    expect(fake.memberApi.fetchLatestBets).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('recent-bet')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Hide recent bets' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('names its toggle by the word it shows first, as a word of its own in Thai too (label in name)', async () => {
    await renderPanel([wonBet], 'th');
    const toggle = screen.getByRole('button', { name: 'ซ่อน การเดิมพันล่าสุด' });
    expect(toggle.getAttribute('aria-label')).toBeNull();
    expect(toggle.firstChild?.textContent).toBe('ซ่อน');
  });

  it('shows the masked name, the bet name by locale, the amount with separators and won/lost', async () => {
    await renderPanel([wonBet, lostBet], 'th');
    const [first, second] = screen.getAllByTestId('recent-bet');
    expect(first?.textContent).toContain('dem***01');
    expect(first?.textContent).toContain('อาร์เซนอล - เชลซี');
    expect(first?.textContent).toContain('1,500');
    expect(first?.textContent).toContain('THB');
    expect(first?.dataset.outcome).toBe('won');
    expect(first?.textContent).toContain('ชนะ');
    expect(second?.dataset.outcome).toBe('lost');
    expect(second?.textContent).toContain('แพ้');
  });

  it('shows English names in English', async () => {
    await renderPanel([wonBet]);
    expect(screen.getByTestId('recent-bet').textContent).toContain('Arsenal - Chelsea');
    expect(screen.getByTestId('recent-bet').textContent).toContain('Won');
  });

  it('follows the connection state and puts arriving bets on top', async () => {
    const fake = await renderPanel([wonBet]);
    expect(panel().dataset.connected).toBe('false');
    act(() => fake.feed.state({ previous: 'connecting', current: 'connected' }));
    expect(panel().dataset.connected).toBe('true');
    act(() => fake.feed.push({ ...lostBet, amount: 12000 }));
    const items = screen.getAllByTestId('recent-bet');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('12,000');
  });

  it('closing disconnects and clears the feed; reopening reconnects', async () => {
    const fake = await renderPanel([wonBet]);
    act(() => fake.feed.state({ previous: 'connecting', current: 'connected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide recent bets' }));
    expect(fake.feed.closed).toHaveBeenCalledTimes(1);
    expect(fake.feed.connections).toBe(0);
    expect(screen.queryAllByTestId('recent-bet')).toHaveLength(0);
    expect(panel().dataset.connected).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Show recent bets' }));
    await waitFor(() => expect(fake.feed.connections).toBe(1));
    expect(fake.memberApi.fetchLatestBets).toHaveBeenCalledTimes(2);
    expect(screen.getAllByTestId('recent-bet')).toHaveLength(1);
  });

  it('says "No data" when nobody has bet yet', async () => {
    await renderPanel([], 'th');
    expect(panel().textContent).toContain('ไม่มีข้อมูล');
  });
});
