// How long any caller of the member API waits for an answer (one constant for the
// client, the odds worker, the boot script and the refresh countdown). Past it the call has failed:
// the member is told, and what retries (a list, the countdown) goes on, never left hanging.
export const CALL_TIMEOUT_MS = 15_000;
