// Spec section 4, "Ticket status display": the words and colour a member sees for a ticket_status.

export const STATUS_TONES = ['success', 'danger', 'info', 'main', 'plain'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

export interface TicketStatusDisplay {
  text: string;
  tone: StatusTone;
}

/** The spec's own words, shown as written whatever the interface language (like the alerts). */
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

/** Unknown statuses (halfwon, or anything a backend adds later) are shown raw, uncoloured. */
export function ticketStatusDisplay(status: string): TicketStatusDisplay {
  return {
    text: Object.hasOwn(STATUS_TEXT, status) ? (STATUS_TEXT[status] ?? status) : status,
    tone: Object.hasOwn(STATUS_TONE, status) ? (STATUS_TONE[status] ?? 'plain') : 'plain',
  };
}
