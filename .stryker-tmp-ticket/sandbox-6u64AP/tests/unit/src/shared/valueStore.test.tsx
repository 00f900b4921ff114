// @ts-nocheck
// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  createKeyedListeners,
  createListeners,
  createValueStore,
  useValueStore,
} from '@src/shared/valueStore';

describe('createListeners', () => {
  it('tells every listener in the order they came, with the value', () => {
    const listeners = createListeners<string>();
    const heard: string[] = [];
    listeners.subscribe((value) => heard.push(`a:${value}`));
    listeners.subscribe((value) => heard.push(`b:${value}`));
    listeners.notify('x');
    expect(heard).toEqual(['a:x', 'b:x']);
  });

  it('tells a listener added twice once, and no more after it unsubscribes', () => {
    const listeners = createListeners();
    const listener = vi.fn();
    const unsubscribe = listeners.subscribe(listener);
    listeners.subscribe(listener);
    listeners.notify();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    listeners.notify();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets everyone on clear', () => {
    const listeners = createListeners();
    const listener = vi.fn();
    listeners.subscribe(listener);
    listeners.clear();
    listeners.notify();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createKeyedListeners', () => {
  it('tells only the listeners of the key', () => {
    const listeners = createKeyedListeners<string>();
    const a = vi.fn();
    const b = vi.fn();
    listeners.subscribe('a', a);
    listeners.subscribe('b', b);
    listeners.notify('a');
    listeners.notify('c');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
  });

  it('counts the keys listened to, dropping a key with its last listener', () => {
    const listeners = createKeyedListeners<string>();
    const first = listeners.subscribe('a', vi.fn());
    const second = listeners.subscribe('a', vi.fn());
    const other = listeners.subscribe('b', vi.fn());
    expect(listeners.size()).toBe(2);
    first();
    expect(listeners.size()).toBe(2);
    second();
    other();
    expect(listeners.size()).toBe(0);
  });

  it('a stale unsubscribe does not drop the listeners that came after it', () => {
    const listeners = createKeyedListeners<string>();
    const unsubscribe = listeners.subscribe('a', vi.fn());
    unsubscribe();
    const later = vi.fn();
    listeners.subscribe('a', later);
    unsubscribe();
    listeners.notify('a');
    expect(later).toHaveBeenCalledTimes(1);
    expect(listeners.size()).toBe(1);
  });
});

describe('createValueStore', () => {
  it('holds the value and tells its listeners of a change', () => {
    const store = createValueStore(1);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(2);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells nobody when the same value is set again (Object.is)', () => {
    const value = { a: 1 };
    const store = createValueStore(value);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(value);
    store.set({ a: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(value);
  });

  it('useValueStore re-renders with the new value', () => {
    const store = createValueStore('a');
    const { result } = renderHook(() => useValueStore(store, 'server'));
    expect(result.current).toBe('a');
    act(() => store.set('b'));
    expect(result.current).toBe('b');
  });
});
