/**
 * Phoenix channel frames as realtime-js 2.119 speaks them (SUPABASE-API.md §6.2): serializer
 * `vsn=2.0.0` sends text frames `[join_ref, ref, topic, event, payload]` (the default), `1.0.0`
 * objects `{join_ref, ref, topic, event, payload}`. Only user broadcasts travel as binary.
 */

export type ProtocolVersion = '1.0.0' | '2.0.0';

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** Phoenix's default when the client names no version. */
export const defaultProtocolVersion: ProtocolVersion = '1.0.0';

export function isProtocolVersion(value: string): value is ProtocolVersion {
  return value === '1.0.0' || value === '2.0.0';
}

function refOf(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A text frame, or undefined when it is not a well-formed message of that version. */
export function decodeTextFrame(text: string, vsn: ProtocolVersion): PhoenixMessage | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  let fields: unknown[];
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return undefined;
    fields = parsed;
  } else {
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const message = parsed as Record<string, unknown>;
    fields = [message.join_ref, message.ref, message.topic, message.event, message.payload];
  }
  const [joinRef, ref, topic, event, payload] = fields;
  const decodedJoinRef = refOf(joinRef);
  const decodedRef = refOf(ref);
  if (decodedJoinRef === undefined || decodedRef === undefined) return undefined;
  if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
  return { joinRef: decodedJoinRef, ref: decodedRef, topic, event, payload: payload ?? {} };
}

export function encodeFrame(message: PhoenixMessage, vsn: ProtocolVersion): string {
  const { joinRef, ref, topic, event, payload } = message;
  return JSON.stringify(
    vsn === '2.0.0'
      ? [joinRef, ref, topic, event, payload]
      : { join_ref: joinRef, ref, topic, event, payload },
  );
}

const userBroadcastPush = 3;
const userBroadcast = 4;
const binaryEncoding = 0;
const jsonEncoding = 1;

/**
 * A binary user-broadcast push (realtime-js `Serializer._encodeUserBroadcastPush`): kind 3, the
 * byte lengths of join_ref, ref, topic, event and metadata, the payload encoding (0 binary,
 * 1 JSON), those strings, then the payload. Decoded as the `broadcast` message a 1.0.0 client
 * sends as JSON: `{type: 'broadcast', event, payload, ...metadata}`, the payload as bytes when
 * it is binary. Undefined when malformed.
 */
export function decodeBroadcastPush(data: Buffer): PhoenixMessage | undefined {
  const headerLength = 7;
  if (data.length < headerLength || data[0] !== userBroadcastPush) return undefined;
  const lengths = [data[1], data[2], data[3], data[4], data[5]].map((length) => length ?? 0);
  const [joinRefLength = 0, refLength = 0, topicLength = 0, eventLength = 0, metaLength = 0] =
    lengths;
  const encoding = data[6];
  const total = headerLength + lengths.reduce((sum, length) => sum + length, 0);
  if (data.length < total || (encoding !== binaryEncoding && encoding !== jsonEncoding)) {
    return undefined;
  }
  let offset = headerLength;
  const take = (length: number) => {
    const text = data.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return text;
  };
  const joinRef = take(joinRefLength);
  const ref = take(refLength);
  const topic = take(topicLength);
  const event = take(eventLength);
  const metadataText = take(metaLength);
  const body = data.subarray(offset);
  let payload: unknown;
  let metadata: unknown = {};
  try {
    payload = encoding === jsonEncoding ? JSON.parse(body.toString('utf8')) : new Uint8Array(body);
    if (metadataText) metadata = JSON.parse(metadataText);
  } catch {
    return undefined;
  }
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
    return undefined;
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { ...metadata, type: 'broadcast', event, payload },
  };
}

/**
 * A binary user broadcast to a 2.0.0 client (realtime-js `Serializer._decodeUserBroadcast`):
 * kind 4, the byte lengths of topic, event and metadata, the payload encoding, those strings,
 * then the payload bytes. Hosted Realtime sends binary payloads this way.
 */
export function encodeUserBroadcast(
  topic: string,
  event: string,
  meta: Record<string, unknown> | undefined,
  bytes: Uint8Array,
): Buffer {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(event, 'utf8');
  const metaBytes = Buffer.from(meta ? JSON.stringify(meta) : '', 'utf8');
  const header = Buffer.from([
    userBroadcast,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    binaryEncoding,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, Buffer.from(bytes)]);
}
