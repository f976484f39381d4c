import { describe, expect, it } from 'vitest';
import { parseEventStream, reconnectDelay } from './live-events';

const event = (id: string) =>
  `id: ${id}\nevent: masar\ndata: ${JSON.stringify({ id, event: { type: 'balance.changed' }, message: {} })}\n\n`;

describe('parseEventStream', () => {
  it('reads complete masar events, skips heartbeats, keeps the unfinished rest', () => {
    const whole = `: connected\nretry: 3000\n\n${event('a')}: heartbeat\n\n${event('b')}`;
    const cut = whole.length - 10;
    const first = parseEventStream(whole.slice(0, cut));
    expect(first.messages.map((message) => message.id)).toEqual(['a']);
    const second = parseEventStream(first.rest + whole.slice(cut));
    expect(second.messages.map((message) => message.id)).toEqual(['b']);
    expect(second.rest).toBe('');
  });

  it('skips a malformed event and events of other names', () => {
    const text = `event: masar\ndata: {broken\n\nevent: other\ndata: {}\n\n${event('c')}`;
    expect(parseEventStream(text).messages.map((message) => message.id)).toEqual(['c']);
  });
});

describe('reconnectDelay', () => {
  it('is immediate after a clean end, then grows to at most 30 s (±25 % jitter)', () => {
    expect(reconnectDelay(0)).toBe(0);
    expect(reconnectDelay(1, () => 0.5)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(4000);
    expect(reconnectDelay(20, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(20, () => 1)).toBe(37_500);
    expect(reconnectDelay(2, () => 0)).toBe(1500);
  });
});
