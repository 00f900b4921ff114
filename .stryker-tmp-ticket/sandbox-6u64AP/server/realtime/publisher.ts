// @ts-nocheck
// Everything the simulator announces goes out through the Pusher HTTP API with the official `pusher`
// server library: by default to its own realtime server (server/realtime/httpApi.ts), or, with
// PUSHER_HOST / PUSHER_CLUSTER, to hosted Pusher or a Pusher-compatible cluster (e.g. soketi) that
// the members' sockets connect to instead.
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import Pusher from 'pusher';

export interface PublisherSettings {
  appId: string;
  key: string;
  secret: string;
  /** '' = the simulator itself (127.0.0.1 and its own port), unless `cluster` names a hosted one. */
  host: string;
  /** 0 = the simulator's own port (with host ''), or the scheme's default port. */
  port: number;
  useTLS: boolean;
  /** Hosted Pusher's cluster (e.g. `ap1`): used when `host` is '' and `cluster` is set. */
  cluster: string;
  /** Milliseconds before a publish is given up. */
  timeoutMs: number;
}

export interface PublishEvent {
  channel: string;
  name: string;
  data: unknown;
}

export interface Publisher {
  /** Queues events; they leave in order, at most ten to a request (Pusher's batch limit). */
  publish(events: readonly PublishEvent[]): Promise<void>;
  /** Resolves once everything queued so far has been sent (or given up). */
  flushed(): Promise<void>;
  close(): void;
}

const BATCH_LIMIT = 10;

/**
 * `ownPort` is the simulator's port, known only once it listens. Events leave one request after the
 * other, so a sport's nudges reach the realtime server in change_id order.
 */
export function createPublisher(
  settings: PublisherSettings,
  ownPort: () => number,
  onError: (error: unknown) => void,
): Publisher {
  const agent = settings.useTLS
    ? new HttpsAgent({ keepAlive: true, maxSockets: 1 })
    : new HttpAgent({ keepAlive: true, maxSockets: 1 });
  let client: Pusher | undefined;
  let queue: Promise<void> = Promise.resolve();

  function pusher(): Pusher {
    if (client) return client;
    const base = {
      appId: settings.appId,
      key: settings.key,
      secret: settings.secret,
      useTLS: settings.useTLS,
      timeout: settings.timeoutMs,
      agent,
    };
    if (settings.host === '' && settings.cluster !== '')
      client = new Pusher({ ...base, cluster: settings.cluster });
    else {
      const port = settings.port > 0 ? settings.port : settings.host === '' ? ownPort() : 0;
      client = new Pusher({
        ...base,
        host: settings.host === '' ? '127.0.0.1' : settings.host,
        ...(port > 0 ? { port: String(port) } : {}),
      });
    }
    return client;
  }

  async function send(events: readonly PublishEvent[]): Promise<void> {
    for (let i = 0; i < events.length; i += BATCH_LIMIT) {
      const chunk = events.slice(i, i + BATCH_LIMIT);
      try {
        if (chunk.length === 1 && chunk[0]) {
          await pusher().trigger(chunk[0].channel, chunk[0].name, chunk[0].data);
        } else {
          await pusher().triggerBatch(
            chunk.map((e) => ({ channel: e.channel, name: e.name, data: e.data })),
          );
        }
      } catch (error) {
        // A lost nudge costs a member at most one countdown (the safety net): log it and go on.
        onError(error);
      }
    }
  }

  return {
    publish(events) {
      if (events.length === 0) return queue;
      queue = queue.then(() => send(events));
      return queue;
    },
    flushed: () => queue,
    close() {
      agent.destroy();
    },
  };
}
