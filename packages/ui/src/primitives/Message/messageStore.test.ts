import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMessageStore } from './messageStore';

const texts = (store: ReturnType<typeof createMessageStore>) => store.getMessages().map((m) => m.text);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('given a message shown with the default duration', () => {
  it('after 4999 ms it is still shown, after 5000 ms it is gone', () => {
    const store = createMessageStore();
    store.show({ type: 'success', text: 'Gespeichert.' });
    vi.advanceTimersByTime(4999);
    expect(texts(store)).toEqual(['Gespeichert.']);
    vi.advanceTimersByTime(1);
    expect(texts(store)).toEqual([]);
  });

  it('records 5000 ms as its duration', () => {
    const store = createMessageStore();
    store.show({ type: 'info', text: 'Hinweis' });
    expect(store.getMessages()).toEqual([{ id: 'message-1', type: 'info', text: 'Hinweis', duration: 5000 }]);
  });
});

describe('given a message with a custom duration', () => {
  it('after 1999 ms it is shown, after 2000 ms it is gone', () => {
    const store = createMessageStore();
    store.show({ type: 'warning', text: 'Kurz', duration: 2000 });
    vi.advanceTimersByTime(1999);
    expect(texts(store)).toEqual(['Kurz']);
    vi.advanceTimersByTime(1);
    expect(texts(store)).toEqual([]);
  });

  it('with duration 0 it stays until it is dismissed', () => {
    const store = createMessageStore();
    const id = store.show({ type: 'error', text: 'Bleibt', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(texts(store)).toEqual(['Bleibt']);
    store.dismiss(id);
    expect(texts(store)).toEqual([]);
  });
});

describe('given several messages', () => {
  it('keeps them oldest first with distinct ids and lets each expire on its own', () => {
    const store = createMessageStore();
    const first = store.show({ type: 'success', text: 'Eins' });
    vi.advanceTimersByTime(1000);
    const second = store.show({ type: 'error', text: 'Zwei' });
    expect(first).not.toBe(second);
    expect(texts(store)).toEqual(['Eins', 'Zwei']);
    vi.advanceTimersByTime(4000);
    expect(texts(store)).toEqual(['Zwei']);
    vi.advanceTimersByTime(999);
    expect(texts(store)).toEqual(['Zwei']);
    vi.advanceTimersByTime(1);
    expect(texts(store)).toEqual([]);
  });
});

describe('given a message dismissed by hand', () => {
  it('after dismiss it is gone at once and its timer notifies nobody later', () => {
    const store = createMessageStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show({ type: 'info', text: 'Weg damit' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.dismiss(id);
    expect(texts(store)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dismissing an unknown id changes nothing', () => {
    const store = createMessageStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss('message-99');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('given a paused message', () => {
  it('holds while paused and closes after the time that was left once resumed', () => {
    const store = createMessageStore();
    const id = store.show({ type: 'success', text: 'Halten' });
    vi.advanceTimersByTime(3000);
    store.pause(id);
    vi.advanceTimersByTime(20_000);
    expect(texts(store)).toEqual(['Halten']);
    store.resume(id);
    vi.advanceTimersByTime(1999);
    expect(texts(store)).toEqual(['Halten']);
    vi.advanceTimersByTime(1);
    expect(texts(store)).toEqual([]);
  });

  it('a second pause or resume does not restart the countdown', () => {
    const store = createMessageStore();
    const id = store.show({ type: 'success', text: 'Doppelt' });
    vi.advanceTimersByTime(1000);
    store.pause(id);
    store.pause(id);
    store.resume(id);
    vi.advanceTimersByTime(2000);
    store.resume(id);
    vi.advanceTimersByTime(1999);
    expect(texts(store)).toEqual(['Doppelt']);
    vi.advanceTimersByTime(1);
    expect(texts(store)).toEqual([]);
  });
});

describe('given the store is cleared', () => {
  it('every message is gone and no timer is left', () => {
    const store = createMessageStore();
    store.show({ type: 'success', text: 'A' });
    store.show({ type: 'error', text: 'B', duration: 0 });
    store.clear();
    expect(texts(store)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('given the same message shown again while it is visible', () => {
  it('keeps one message and counts its 5 s from the second showing', () => {
    const store = createMessageStore();
    const first = store.show({ type: 'warning', text: 'Keine Berechtigung.' });
    vi.advanceTimersByTime(3000);
    expect(store.show({ type: 'warning', text: 'Keine Berechtigung.' })).toBe(first);
    expect(texts(store)).toEqual(['Keine Berechtigung.']);
    vi.advanceTimersByTime(4999);
    expect(texts(store)).toEqual(['Keine Berechtigung.']);
    vi.advanceTimersByTime(1);
    expect(texts(store)).toEqual([]);
  });

  it('a different type with the same text is a message of its own', () => {
    const store = createMessageStore();
    store.show({ type: 'warning', text: 'Achtung' });
    store.show({ type: 'error', text: 'Achtung' });
    expect(store.getMessages().map((m) => m.type)).toEqual(['warning', 'error']);
  });
});
