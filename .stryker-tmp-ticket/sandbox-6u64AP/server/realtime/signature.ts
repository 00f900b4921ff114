// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Pusher private-channel auth: `<key>:<hex HMAC-SHA256(secret, "socket_id:channel_name")>`. */
export function channelAuth(
  appKey: string,
  appSecret: string,
  socketId: string,
  channelName: string,
): string {
  const signature = createHmac('sha256', appSecret)
    .update(`${socketId}:${channelName}`)
    .digest('hex');
  return `${appKey}:${signature}`;
}

/** Constant-time check of an auth string a client presents when subscribing. */
export function isValidChannelAuth(
  auth: unknown,
  appKey: string,
  appSecret: string,
  socketId: string,
  channelName: string,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelAuth(appKey, appSecret, socketId, channelName));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
