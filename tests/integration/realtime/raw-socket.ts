import WebSocket from 'ws';
import { EventLog } from './realtime-helpers.ts';

// A bare WebSocket for the frames supabase-js never sends (malformed, unjoined topics, the
// 1.0.0 object framing byte for byte): it checks the server's side of the wire exactly.

export interface RawSocket {
  send(frame: unknown): void;
  sendText(text: string): void;
  frames: EventLog<unknown>;
  /** The close code the server ended the connection with. */
  closed: Promise<number>;
  close(): void;
}

export function socketUrl(stackUrl: string, query: Record<string, string>): string {
  const url = new URL('/realtime/v1/websocket', stackUrl.replace(/^http/, 'ws'));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export function openRawSocket(url: string): Promise<RawSocket> {
  const socket = new WebSocket(url);
  const frames = new EventLog<unknown>();
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as unknown));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        send: (frame) => socket.send(JSON.stringify(frame)),
        sendText: (text) => socket.send(text),
        frames,
        closed,
        close: () => socket.close(),
      }),
    );
  });
}

/** The HTTP status the server refused an upgrade with. */
export function refusedUpgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      reject(new Error('the upgrade was accepted'));
    });
    socket.once('error', () => undefined);
  });
}
