// @ts-nocheck
import { useIntl } from 'react-intl';
import type { EventHead } from '@workers/odds/core/view';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { nameByLocale } from '@src/shared/i18n/locale';
import { SearchHighlight } from '../search/SearchHighlight';
import { useBullfightFontPreload } from './bullfightFont';
import { messages, namedMessages } from './messages';
import * as styles from './OddsTable.css';

/** Red-card icons repeat by count; 0 shows none. */
function RedCards({ count }: { count: number }) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <span
      role="img"
      aria-label={intl.formatMessage(namedMessages.redCards, { count })}
      data-testid="red-cards"
      data-count={count}
    >
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.redCard} />
      ))}
    </span>
  );
}

function TeamLine({
  name,
  favourite,
  redCards,
  bullfight,
  side,
}: {
  name: string;
  favourite: boolean;
  redCards: number;
  bullfight: boolean;
  side: 'home' | 'away';
}) {
  const className = [
    styles.team,
    favourite ? styles.favouriteTeam : '',
    bullfight ? styles.bullfightFont : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={className}
      data-team={side}
      data-favourite={favourite}
      data-font={bullfight ? 'bullfight' : undefined}
    >
      <span className={styles.teamName}>
        <SearchHighlight text={name} />
      </span>
      <RedCards count={redCards} />
    </span>
  );
}

export interface MatchCellProps {
  head: EventHead;
  rowSpan: number;
  favourite: boolean;
  onToggleFavourite(eventId: number, tournamentId: number): void;
  /** Shows a draw line under the teams (the double-line table's third row). */
  withDraw?: boolean;
}

/** Teams by locale (favourite side highlighted by in_who), red cards, live score, event star. */
export function MatchCell({
  head,
  rowSpan,
  favourite,
  onToggleFavourite,
  withDraw = false,
}: MatchCellProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  useBullfightFontPreload(head.bullfightFont);
  const home = nameByLocale(locale, { th: head.home_th, en: head.home_en });
  const away = nameByLocale(locale, { th: head.away_th, en: head.away_en });
  return (
    <div className={styles.matchCell} role="gridcell" style={{ gridRow: `span ${rowSpan}` }}>
      <div className={styles.teams}>
        <TeamLine
          name={home}
          side="home"
          favourite={head.favourite === 'home'}
          redCards={head.homeRedCards}
          bullfight={head.bullfightFont}
        />
        <TeamLine
          name={away}
          side="away"
          favourite={head.favourite === 'away'}
          redCards={head.awayRedCards}
          bullfight={head.bullfightFont}
        />
        {withDraw ? <span className={styles.team}>{intl.formatMessage(messages.draw)}</span> : null}
      </div>
      {head.isLive && (head.homeScore !== '' || head.awayScore !== '') ? (
        <span className={styles.score} data-testid="score">
          {head.homeScore}-{head.awayScore}
        </span>
      ) : null}
      <button
        type="button"
        className={styles.iconButton}
        data-testid="favorite-star"
        data-event-id={head.eventId}
        tabIndex={-1}
        aria-pressed={favourite}
        aria-label={intl.formatMessage(
          favourite ? namedMessages.favoriteRemove : namedMessages.favoriteAdd,
          { name: `${home} - ${away}` },
        )}
        onClick={() => onToggleFavourite(head.eventId, head.tournamentId)}
      >
        {favourite ? '★' : '☆'}
      </button>
    </div>
  );
}
