// @ts-nocheck
// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeLeaguePopup } from '@src/features/popups/change-league/ChangeLeaguePopup';
import { publishBoardLeagues, useLeagueJump } from '@src/features/odds-table/leagueJump';
import type { LeagueJumpTarget } from '@src/features/odds-table/leagueJump';
import {
  EMPTY_MOBILE_COLLAPSE,
  isMobileCollapsed,
  toggleMobileCollapse,
  unfoldMobileTournament,
} from '@src/features/odds-table/mobileItems';
import type { LeagueJump } from '@workers/odds/core/view';
import { renderInLocale } from '@tests/unit/src/helpers';

afterEach(() => {
  cleanup();
  publishBoardLeagues([]);
});

const jump = (
  tournamentId: number,
  name_en: string,
  name_th: string,
  eventCount: number,
): LeagueJump => ({
  tournamentId,
  name_en,
  name_th,
  eventCount,
  groupKey: tournamentId,
});

function Board({ onJump }: { onJump(target: LeagueJumpTarget): void }) {
  useLeagueJump(onJump);
  return null;
}

describe('change-league popup', () => {
  it('lists the leagues of each table shown, in the member language, with their match counts', () => {
    publishBoardLeagues([
      { kind: 'live', jumps: [jump(7, 'Serie A', 'อิตาลี เซเรีย อา', 2)] },
      {
        kind: 'nonlive',
        jumps: [jump(501, 'Premier League', 'พรีเมียร์ลีก', 5), jump(502, 'La Liga', 'ลาลีกา', 3)],
      },
    ]);
    renderInLocale(<ChangeLeaguePopup onClose={() => undefined} />, 'th');
    const popup = screen.getByTestId('popup-change-league');
    const options = within(popup).getAllByTestId('change-league-option');
    expect(
      options.map((option) => [
        option.dataset.kind,
        option.dataset.tournamentId,
        option.textContent,
      ]),
    ).toEqual([
      ['live', '7', 'อิตาลี เซเรีย อา2'],
      ['nonlive', '501', 'พรีเมียร์ลีก5'],
      ['nonlive', '502', 'ลาลีกา3'],
    ]);
  });

  it('choosing a league closes the popup and asks the board to jump to it', () => {
    // The board here draws no group: the jump looks for it for about two seconds, on the test's
    // clock. On the real one its tries outlived the test file, and one ran after the page was gone.
    vi.useFakeTimers();
    try {
      publishBoardLeagues([
        { kind: 'nonlive', jumps: [jump(501, 'Premier League', 'พรีเมียร์ลีก', 5)] },
      ]);
      const onJump = vi.fn();
      const onClose = vi.fn();
      renderInLocale(
        <>
          <Board onJump={onJump} />
          <ChangeLeaguePopup onClose={onClose} />
        </>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Go to Premier League, 5 matches' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onJump).toHaveBeenCalledWith({ kind: 'nonlive', tournamentId: 501 });
      // A league never drawn is given up, not looked for for ever.
      vi.advanceTimersByTime(2_100);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says there is nothing to show when no table has a league, and follows the board', () => {
    renderInLocale(<ChangeLeaguePopup onClose={() => undefined} />);
    expect(screen.getByTestId('no-data')).toBeTruthy();
    act(() => publishBoardLeagues([{ kind: 'early', jumps: [jump(9, 'J League', 'เจลีก', 1)] }]));
    expect(screen.getAllByTestId('change-league-option')).toHaveLength(1);
  });

  it('a jump unfolds a folded mobile tournament box of that list only', () => {
    const folded = toggleMobileCollapse(
      toggleMobileCollapse(EMPTY_MOBILE_COLLAPSE, 'nonlive', 'tournament', 501),
      'live',
      'tournament',
      501,
    );
    const unfolded = unfoldMobileTournament(folded, 'nonlive', 501);
    expect(isMobileCollapsed(unfolded, 'nonlive', 'tournament', 501)).toBe(false);
    expect(isMobileCollapsed(unfolded, 'live', 'tournament', 501)).toBe(true);
    expect(unfoldMobileTournament(unfolded, 'nonlive', 501)).toBe(unfolded);
  });
});
