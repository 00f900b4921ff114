// @ts-nocheck
// The first odds lists index.html's boot script asked for (src/app/bootSession.ts), handed to the
// odds worker the moment the client wraps it: the worker answers its first identical calls with them
// (workers/odds/earlyReplies.ts) and decodes them as its own. A list the boot script makes after that
// (the login answered later) is handed over as it is made. Taken once: a later worker (another
// board) fetches as ever.
import type { BootCall, BootCallSink } from '../bootCalls';
import type { EarlyReply } from '@workers/odds/earlyReplies';

export interface EarlyOddsTarget {
  expectEarly(url: string, token: string): unknown;
  earlyArrived(url: string, token: string, reply: EarlyReply | null): unknown;
}

function handOne(target: EarlyOddsTarget, list: BootCall): void {
  if (list.token === null) return;
  const { url, token } = list;
  void target.expectEarly(url, token);
  list.reply
    .then(async (response) => ({ status: response.status, body: await response.text() }))
    .then(
      (reply) => target.earlyArrived(url, token, reply),
      () => target.earlyArrived(url, token, null),
    );
}

function isList(held: BootCall[] | BootCallSink): held is BootCall[] {
  return Array.isArray(held);
}

/** Hands every list the boot script asked for, and will ask for, to `target`; the first caller only. */
export function handBootOdds(
  target: EarlyOddsTarget,
  source: Pick<Window, '__BOOT_ODDS__'> = window,
): void {
  const held = source.__BOOT_ODDS__ ?? [];
  // Another client has it already (a second board): this one fetches as ever.
  if (!isList(held)) return;
  for (const list of held) handOne(target, list);
  const sink: BootCallSink = {
    push: (...lists: BootCall[]) => {
      for (const list of lists) handOne(target, list);
    },
  };
  source.__BOOT_ODDS__ = sink;
}
