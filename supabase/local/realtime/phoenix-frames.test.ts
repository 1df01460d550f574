import { describe, expect, it } from 'vitest';
import {
  decodeBroadcastPush,
  decodeTextFrame,
  encodeFrame,
  encodeUserBroadcast,
} from './phoenix-frames.ts';

const join = {
  joinRef: '6',
  ref: '6',
  topic: 'realtime:orders',
  event: 'phx_join',
  payload: { config: { postgres_changes: [] } },
};

describe('Phoenix frames', () => {
  it('decode and encode the 2.0.0 array framing', () => {
    const text = JSON.stringify(['6', '6', 'realtime:orders', 'phx_join', join.payload]);
    expect(decodeTextFrame(text, '2.0.0')).toEqual(join);
    expect(JSON.parse(encodeFrame(join, '2.0.0'))).toEqual([
      '6',
      '6',
      'realtime:orders',
      'phx_join',
      join.payload,
    ]);
  });

  it('decode and encode the 1.0.0 object framing', () => {
    const text = JSON.stringify({
      topic: 'realtime:orders',
      event: 'phx_join',
      payload: join.payload,
      ref: '6',
      join_ref: '6',
    });
    expect(decodeTextFrame(text, '1.0.0')).toEqual(join);
    expect(JSON.parse(encodeFrame(join, '1.0.0'))).toEqual({
      join_ref: '6',
      ref: '6',
      topic: 'realtime:orders',
      event: 'phx_join',
      payload: join.payload,
    });
  });

  it('accept numeric refs and a missing payload', () => {
    expect(decodeTextFrame('[null, 3, "phoenix", "heartbeat", null]', '2.0.0')).toEqual({
      joinRef: null,
      ref: '3',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
  });

  it.each([
    ['not json', '2.0.0'],
    ['{"topic": "x"}', '2.0.0'],
    ['[null, null, "x", "y"]', '2.0.0'],
    ['[null, null, 1, "y", {}]', '2.0.0'],
    ['[null, {}, "x", "y", {}]', '2.0.0'],
    ['["1", "1", "x", "y", {}]', '1.0.0'],
  ] as const)('reject the malformed frame %s (%s)', (text, vsn) => {
    expect(decodeTextFrame(text, vsn)).toBeUndefined();
  });

  it("decode realtime-js's binary broadcast push, JSON and binary payloads", () => {
    const strings = ['7', '8', 'realtime:room', 'cursor', '{"persist":true}'];
    const bytes = strings.map((s) => Buffer.from(s));
    const header = Buffer.from([3, ...bytes.map((b) => b.length), 1]);
    const frame = Buffer.concat([header, ...bytes, Buffer.from('{"x":1}')]);
    expect(decodeBroadcastPush(frame)).toEqual({
      joinRef: '7',
      ref: '8',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { persist: true, type: 'broadcast', event: 'cursor', payload: { x: 1 } },
    });
    const binaryHeader = Buffer.from([3, 1, 1, 13, 6, 0, 0]);
    const binary = Buffer.concat([binaryHeader, ...bytes.slice(0, 4), Buffer.from([1, 2, 3])]);
    expect(decodeBroadcastPush(binary)?.payload).toEqual({
      type: 'broadcast',
      event: 'cursor',
      payload: new Uint8Array([1, 2, 3]),
    });
    expect(decodeBroadcastPush(Buffer.from([4, 1, 1]))).toBeUndefined();
    expect(decodeBroadcastPush(header)).toBeUndefined();
    expect(
      decodeBroadcastPush(Buffer.concat([header, ...bytes, Buffer.from('{')])),
    ).toBeUndefined();
  });

  it('encode a binary user broadcast as realtime-js decodes it (kind 4)', () => {
    const frame = encodeUserBroadcast('realtime:room', 'blob', undefined, new Uint8Array([9, 8]));
    expect([...frame]).toEqual([
      4,
      13,
      4,
      0,
      0,
      ...Buffer.from('realtime:room'),
      ...Buffer.from('blob'),
      9,
      8,
    ]);
  });
});
