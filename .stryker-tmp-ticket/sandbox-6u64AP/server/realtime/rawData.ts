// @ts-nocheck
import type { RawData } from 'ws';

/**
 * A websocket message as text. `ws` hands over a Buffer by default, but an ArrayBuffer or a list
 * of Buffers with another `binaryType`: `String()` of those reads "[object ArrayBuffer]" or joins
 * the pieces with commas, so each shape is decoded as UTF-8 bytes.
 */
export function rawDataText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  if (raw instanceof ArrayBuffer) return Buffer.from(raw).toString('utf8');
  return raw.toString('utf8');
}
