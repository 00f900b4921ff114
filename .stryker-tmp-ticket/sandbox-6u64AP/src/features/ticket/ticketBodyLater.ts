// @ts-nocheck
// The desktop ticket's body, loaded after the first paint (TicketPanel.tsx) through this module
// rather than by an import() of TicketBody itself: a module loaded with import() keeps a chunk of its
// own, and the phone's first screen uses TicketBody statically (its ticket modal), so it would wait
// for that one more chunk. Through here TicketBody sits in the first screen's shared chunk, and only
// this re-export is a chunk of its own.
export { TicketBody } from './TicketBody';
