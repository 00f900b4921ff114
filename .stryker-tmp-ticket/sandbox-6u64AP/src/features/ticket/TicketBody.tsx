// @ts-nocheck
import { useEffect, useId, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import type { OddsChangePolicy } from '@machines/ticketTypes';
import { formatBalance } from '@src/shared/format';
import { addToStake, formatStake, QUICK_ADD_STEPS, stakeFromInput } from '@src/shared/ticket/stake';
import { MIN_PARLAY_PICKS } from '@contract/money';
import { useTicketActors, useTicketApi, useTicketView } from './TicketProvider';
import { priceMove, TicketPickView } from './TicketPickView';
import { visuallyHidden } from '@src/styles/visuallyHidden.css';
import { formatPrice } from '@src/shared/board/price';
import { betChoiceName } from './betChoice';
import { formatMoney } from '@src/shared/format';
import { usePopupActor } from '@src/shared/popups/PopupProvider';
import { bangkokClock } from '@contract/bangkok';
import { countedMessages, messages, pickClosedAnnouncement, pickPriceMoved } from './messages';
import { messages as offlineMessages } from '../offline/messages';
import * as styles from './Ticket.css';

const limitFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const POLICY_LABELS = {
  ask: messages.oddsChangeAsk,
  higher: messages.oddsChangeHigher,
  any: messages.oddsChangeAny,
} as const;

/** The odds-change setting (the app's own): ask me / accept higher odds / accept any odds. */
function OddsChangeSetting() {
  const intl = useIntl();
  const { policy, setPolicy } = useTicketApi();
  return (
    <label className={styles.setting}>
      {intl.formatMessage(messages.oddsChange)}
      <select
        className={styles.select}
        data-testid="odds-change-policy"
        value={policy}
        onChange={(event) => setPolicy(event.target.value as OddsChangePolicy)}
      >
        {(Object.keys(POLICY_LABELS) as OddsChangePolicy[]).map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage(POLICY_LABELS[value])}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The wait after too many confirms, counted down from the reply's Retry-After (mounted per wait). */
function ThrottleNotice({ waitMs }: { waitMs: number }) {
  const intl = useIntl();
  const [seconds, setSeconds] = useState(() => Math.ceil(waitMs / 1000));
  useEffect(() => {
    const until = Date.now() + waitMs;
    const timer = setInterval(
      () => setSeconds(Math.max(0, Math.ceil((until - Date.now()) / 1000))),
      1000,
    );
    return () => clearInterval(timer);
  }, [waitMs]);
  return (
    <div className={styles.failure} data-testid="place-bet-throttled">
      <span>{intl.formatMessage(countedMessages.throttled, { seconds })}</span>
    </div>
  );
}

/**
 * A bet whose answer is unknown, past the time it could be sent again by itself: the member is told
 * when they sent it, checks My bet, and sends it again (same key) or lets it go.
 */
function UnconfirmedNotice({ sentAt }: { sentAt: number }) {
  const intl = useIntl();
  const { placeBet } = useTicketActors();
  const popups = usePopupActor();
  return (
    <div className={styles.failure} role="alert" data-testid="place-bet-unconfirmed">
      <span>{intl.formatMessage(countedMessages.unconfirmed, { time: bangkokClock(sentAt) })}</span>
      <button
        type="button"
        className={styles.secondary}
        data-testid="place-bet-check-my-bets"
        onClick={() => popups.send({ type: 'popup.open', popup: 'statement', tab: 'my-bet' })}
      >
        {intl.formatMessage(messages.checkMyBets)}
      </button>
      <button
        type="button"
        className={styles.secondary}
        data-testid="place-bet-send-again"
        onClick={() => placeBet.send({ type: 'bet.resend' })}
      >
        {intl.formatMessage(messages.sendAgain)}
      </button>
      <button
        type="button"
        className={styles.secondary}
        data-testid="place-bet-unconfirmed-dismiss"
        onClick={() => placeBet.send({ type: 'bet.dismiss' })}
      >
        {intl.formatMessage(messages.dismiss)}
      </button>
    </div>
  );
}

/**
 * What the place-bet flow has to say beside the button: a bet sent before a reload being checked
 * again, a refusal, a confirm without an answer (with its retry), or the wait after too many
 * confirms (429, from the reply's Retry-After).
 */
function PlaceBetStatus() {
  const intl = useIntl();
  const { placeBet } = useTicketActors();
  const view = useTicketView();
  if (view.recovering) {
    return (
      <p className={styles.empty} role="status" data-testid="place-bet-recovering">
        {intl.formatMessage(messages.recovering)}
      </p>
    );
  }
  if (view.throttledMs !== null) return <ThrottleNotice waitMs={view.throttledMs} />;
  if (view.unconfirmedAt !== null) return <UnconfirmedNotice sentAt={view.unconfirmedAt} />;
  if (view.failure === null) return null;
  let text = view.failure;
  if (view.unreachable) {
    const unknown = view.recovered ? messages.recoveredUnknown : messages.unreachable;
    text = intl.formatMessage(view.offline ? offlineMessages.betPending : unknown);
  } else if (view.recovered || view.failure === '') {
    // A bet asked for again (after a reload, or sent again by the member) that was not placed; no
    // text of its own when its prices or lines had moved.
    const words = view.recovered
      ? countedMessages.recoveredNotPlaced
      : countedMessages.resentNotPlaced;
    text = intl.formatMessage(words, {
      reason: view.failure === '' ? intl.formatMessage(messages.recoveredMoved) : view.failure,
    });
  }
  return (
    <div className={styles.failure} data-testid="ticket-failure">
      <span>{text}</span>
      {view.unreachable && !view.offline ? (
        <button
          type="button"
          className={styles.secondary}
          data-testid="place-bet-retry"
          onClick={() => placeBet.send({ type: 'bet.retry' })}
        >
          {intl.formatMessage(messages.retry)}
        </button>
      ) : null}
    </div>
  );
}

/** Picks, banner, stake, figures and the place-bet button: the ticket panel and the quick-bet popup share it. */
export function TicketBody({
  quick = false,
  stakeRef,
}: {
  quick?: boolean;
  stakeRef?: Ref<HTMLInputElement>;
}) {
  const intl = useIntl();
  const { ticket, submit, takeStakeFocusRequest } = useTicketApi();
  const view = useTicketView();
  const { figures, stake, picks, betType } = view;
  const panelStakeRef = useRef<HTMLInputElement>(null);
  // A pick added by keyboard lands the member in the panel's stake field once it has arrived.
  useEffect(() => {
    if (!quick && panelStakeRef.current !== null && takeStakeFocusRequest())
      panelStakeRef.current.focus();
  }, [quick, picks, takeStakeFocusRequest]);
  const max = figures.limits.max;
  const setStake = (next: number | null) => ticket.send({ type: 'ticket.stake', stake: next });
  const noPicks = picks.length === 0;
  const placeOfflineId = useId();
  const placeClosedId = useId();
  const anyClosed = picks.some((pick) => pick.closed === true);

  if (noPicks) {
    return (
      <>
        <p className={styles.empty}>
          {intl.formatMessage(view.checking ? messages.checking : messages.empty)}
        </p>
        {/* A bet sent before a reload is told about even when its picks are gone. */}
        <PlaceBetStatus />
      </>
    );
  }
  return (
    <div className={styles.body}>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 6,
        }}
      >
        {picks.map((pick) => (
          <TicketPickView
            key={`${pick.event_id}-${pick.odd_id}-${pick.option}`}
            pick={pick}
            onRemove={(eventId) => ticket.send({ type: 'ticket.remove', eventId })}
          />
        ))}
      </ul>
      {/* Price moves and closures of the picks, read out politely and once: the text changes only
          when a pick moves or closes (the table's own moves are not announced). */}
      <div role="status" className={visuallyHidden} data-testid="ticket-price-announcement">
        {picks
          .filter((pick) => pick.closed === true || priceMove(pick) !== null)
          .map((pick) => {
            const choice = betChoiceName(intl, pick.bet_choice);
            const match =
              intl.locale === 'th'
                ? `${pick.home_th || pick.home_en} - ${pick.away_th || pick.away_en}`
                : `${pick.home_en || pick.home_th} - ${pick.away_en || pick.away_th}`;
            return pick.closed === true
              ? intl.formatMessage(pickClosedAnnouncement, { choice, match })
              : intl.formatMessage(pickPriceMoved, {
                  choice,
                  match,
                  before: formatPrice(pick.price_before),
                  price: formatPrice(pick.price),
                });
          })
          .join(' ')}
      </div>
      {/* The quick bet says it in its own notice above (said once, not twice). */}
      {view.banner === null || quick ? null : (
        <div
          className={styles.banner[view.banner]}
          data-testid="ticket-banner"
          data-kind={view.banner}
          role="status"
        >
          {intl.formatMessage(
            view.banner === 'price' ? messages.priceChanged : messages.scoreChanged,
          )}
        </div>
      )}
      {betType !== 'sc' && picks.length < MIN_PARLAY_PICKS ? (
        <p className={styles.empty}>
          {intl.formatMessage(countedMessages.needMorePicks, { count: MIN_PARLAY_PICKS })}
        </p>
      ) : null}
      <div className={styles.stakeRow}>
        <input
          ref={quick ? stakeRef : panelStakeRef}
          className={styles.stakeInput}
          data-testid="stake-input"
          inputMode="numeric"
          autoComplete="off"
          aria-label={intl.formatMessage(messages.stake)}
          placeholder={`${limitFormat.format(figures.limits.min)}-${limitFormat.format(max)}`}
          value={formatStake(stake)}
          onChange={(event) => setStake(stakeFromInput(event.target.value, max))}
          onKeyDown={(event) => {
            // Enter places only when placing is enabled and not already under way.
            if (event.key === 'Enter' && view.enabled) submit();
          }}
        />
        {stake === null ? null : (
          <button
            type="button"
            className={styles.stakeClear}
            data-testid="stake-clear"
            aria-label={intl.formatMessage(messages.stakeClear)}
            onClick={() => setStake(null)}
          >
            ×
          </button>
        )}
      </div>
      <div className={styles.quickButtons}>
        <button
          type="button"
          className={styles.quickButton}
          data-testid="stake-min"
          onClick={() => setStake(Math.min(figures.limits.min, max))}
        >
          {intl.formatMessage(messages.stakeMin)}
        </button>
        {QUICK_ADD_STEPS.map((step) => (
          <button
            key={step}
            type="button"
            className={styles.quickButton}
            data-testid={`stake-plus-${step}`}
            onClick={() => setStake(addToStake(stake, step, max))}
          >
            +{limitFormat.format(step)}
          </button>
        ))}
        <button
          type="button"
          className={styles.quickButton}
          data-testid="stake-max"
          onClick={() => setStake(max)}
        >
          {intl.formatMessage(messages.stakeMax)}
        </button>
      </div>
      <dl className={styles.figures}>
        <dt className={styles.figureLabel}>{intl.formatMessage(messages.limits)}</dt>
        <dd className={styles.figureValue} data-testid="ticket-limits" style={{ margin: 0 }}>
          {limitFormat.format(figures.limits.min)} - {limitFormat.format(max)}
        </dd>
        {betType === 'sc' ? null : (
          <>
            <dt className={styles.figureLabel}>{intl.formatMessage(messages.oddsTotal)}</dt>
            <dd
              className={styles.figureValue}
              data-testid="ticket-odds-total"
              style={{ margin: 0 }}
            >
              {figures.odds.toFixed(2)}
            </dd>
          </>
        )}
        <dt className={styles.figureLabel}>{intl.formatMessage(messages.maxPayout)}</dt>
        <dd className={styles.figureValue} data-testid="max-payout" style={{ margin: 0 }}>
          {formatMoney(figures.maxPayout)}
        </dd>
      </dl>
      <PlaceBetStatus />
      <button
        type="button"
        className={styles.placeBet}
        data-testid="place-bet"
        disabled={!view.enabled}
        aria-describedby={
          [view.offline ? placeOfflineId : '', anyClosed ? placeClosedId : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        aria-busy={view.placing || view.recovering}
        onClick={submit}
      >
        {intl.formatMessage(view.placing || view.recovering ? messages.placing : messages.placeBet)}
        {stake === null ? '' : ` ${formatBalance(stake).replace('$ ', '')}`}
      </button>
      {anyClosed ? (
        <p id={placeClosedId} className={styles.closedNote} data-testid="place-bet-closed">
          {intl.formatMessage(messages.placeClosed)}
        </p>
      ) : null}
      {view.offline ? (
        <p id={placeOfflineId} className={styles.empty} data-testid="place-bet-offline">
          {intl.formatMessage(offlineMessages.placeDisabled)}
        </p>
      ) : null}
      {quick ? null : <OddsChangeSetting />}
    </div>
  );
}
