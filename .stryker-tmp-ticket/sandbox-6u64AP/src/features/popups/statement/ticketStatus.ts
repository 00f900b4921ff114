// @ts-nocheck
// How a ticket_status is displayed: the words and colour a member sees for it.

export const STATUS_TONES = ['success', 'danger', 'info', 'main', 'plain'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

export interface TicketStatusDisplay {
  /** The fixed label, or the raw wire value of a status nobody knows yet. */
  text: string;
  /** The member's-language word of a known result status, shown instead of `text`. */
  word?: TicketStatusWord;
  tone: StatusTone;
}

/** Results a member reads in their own language (the locales' `ticket-status.*` words). */
export const STATUS_WORDS = ['won', 'lose', 'draw', 'halfwon', 'haftlose'] as const;
export type TicketStatusWord = (typeof STATUS_WORDS)[number];

/** The fixed labels, shown as written whatever the interface language (like the alerts). */
const STATUS_TEXT: Readonly<Record<string, string>> = {
  running: 'OK',
  waiting: 'Wait ON',
  waitingRejected: 'Wait ON Cancel',
  reject: 'Cancel',
  cancel: 'Cancel',
  mcancel: 'Cancel',
};

const STATUS_TONE: Readonly<Record<string, StatusTone>> = {
  won: 'success',
  lose: 'danger',
  haftlose: 'danger',
  draw: 'info',
  waitingRejected: 'main',
};

/**
 * The fixed labels (OK, Wait ON, Wait ON Cancel, Cancel) as written; the results (won, lose,
 * draw, half won, half lost) as a word of the member's language, in their fixed colours (halfwon
 * has none); anything a backend adds later raw.
 */
export function ticketStatusDisplay(status: string): TicketStatusDisplay {
  const word = STATUS_WORDS.find((known) => known === status);
  return {
    text: Object.hasOwn(STATUS_TEXT, status) ? (STATUS_TEXT[status] ?? status) : status,
    ...(word === undefined ? {} : { word }),
    tone: Object.hasOwn(STATUS_TONE, status) ? (STATUS_TONE[status] ?? 'plain') : 'plain',
  };
}
