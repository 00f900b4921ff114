// @ts-nocheck
// Bangkok's time zone, in a module of its own: the app's entry names it (the boot's ICU warm-up)
// without bringing in bangkok.ts's date-fns.
export const BANGKOK_TIME_ZONE = 'Asia/Bangkok';
