// @ts-nocheck
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_CONFIG, readAppConfig, resolveRealtimeConnection } from '@src/shared/config';

const page = { protocol: 'http:', hostname: 'localhost', port: '4173' };

describe('runtime config', () => {
  it('reads the shipped defaults', () => {
    const shipped = {
      apiBase: '',
      realtime: { key: 'sim-key', cluster: 'ap1', host: '', port: 0, tls: false, authEndpoint: '' },
    };
    expect(readAppConfig(shipped)).toEqual(DEFAULT_APP_CONFIG);
  });

  it('realtime.odds says whether the operator nudges; off unless it is true', () => {
    expect(readAppConfig({ realtime: { odds: true } }).realtime.odds).toBe(true);
    expect(readAppConfig({ realtime: {} }).realtime.odds).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readAppConfig({ realtime: { odds: 'yes' } }).realtime.odds).toBe(false);
    warn.mockRestore();
  });

  it('uses the defaults when the file did not load', () => {
    expect(readAppConfig(undefined)).toEqual(DEFAULT_APP_CONFIG);
  });

  it('replaces only the invalid fields, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = readAppConfig({
      apiBase: 'https://api.operator.example/',
      realtime: { key: 42, port: 70000, tls: true },
    });
    expect(config.apiBase).toBe('https://api.operator.example');
    expect(config.realtime).toEqual({ ...DEFAULT_APP_CONFIG.realtime, tls: true });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('fills "same as the page" realtime settings', () => {
    expect(resolveRealtimeConnection(DEFAULT_APP_CONFIG, page)).toEqual({
      key: 'sim-key',
      cluster: 'ap1',
      wsHost: 'localhost',
      wsPort: 4173,
      wssPort: 4173,
      forceTLS: false,
      authEndpoint: '/api/broadcasting/auth',
    });
  });

  it('uses the default port of the page protocol when the address has none', () => {
    expect(
      resolveRealtimeConnection(DEFAULT_APP_CONFIG, {
        protocol: 'https:',
        hostname: 'a.b',
        port: '',
      }).wsPort,
    ).toBe(443);
  });

  it('honours explicit realtime settings', () => {
    const config = readAppConfig({
      apiBase: 'https://api.op',
      realtime: {
        key: 'k',
        cluster: 'ap1',
        host: 'ws.op',
        port: 6001,
        tls: true,
        authEndpoint: '',
      },
    });
    expect(resolveRealtimeConnection(config, page)).toMatchObject({
      wsHost: 'ws.op',
      wsPort: 6001,
      forceTLS: true,
      authEndpoint: 'https://api.op/api/broadcasting/auth',
    });
  });
});
