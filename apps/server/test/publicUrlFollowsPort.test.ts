import Nes from '@hapi/nes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { silentLogger } from '../src/logger.ts';
import { createApp, type AppServer } from '../src/startup.ts';
import { testConfig } from './helpers.ts';
import { openOrder, payingMember } from './paymentHelpers.ts';

// Issue 37 item 3: `PORT=8111 npm start` kept PUBLIC_URL on 8001, so the page's websocket was
// refused and the QR codes pointed at a port nobody listened on.
describe('PUBLIC_URL follows PORT unless it is set', () => {
  it('is http://localhost:<PORT>, and the websocket origins follow it', () => {
    const config = loadConfig({ PORT: '8111' });
    expect(config.publicUrl).toBe('http://localhost:8111');
    expect(config.socketOrigins).toEqual([
      'http://localhost:8111',
      'http://127.0.0.1:8111',
      'http://[::1]:8111',
    ]);
  });

  it('stays what PUBLIC_URL says when it is set', () => {
    const config = loadConfig({ PORT: '8111', PUBLIC_URL: 'https://coinsight.example' });
    expect(config.publicUrl).toBe('https://coinsight.example');
    expect(config.socketOrigins).toEqual(['https://coinsight.example']);
  });

  describe('on a running server configured with PORT=8111', () => {
    let server: AppServer;
    const sockets: Nes.Client[] = [];
    beforeAll(async () => {
      // Configured for 8111, listening wherever is free: the origins and links come from the configuration.
      const config = testConfig('sqlite::memory:', { PORT: '8111' });
      server = await createApp({ ...config, port: 0 }, { logger: silentLogger() });
      await server.start();
    });
    afterAll(async () => {
      await Promise.all(sockets.map((s) => s.disconnect()));
      await server.stop({ timeout: 1000 });
    });

    const from = (origin: string) => {
      const client = new Nes.Client(`ws://127.0.0.1:${server.info.port}`, { ws: { origin } });
      sockets.push(client);
      return client;
    };

    it('lets a page on port 8111 open the websocket, and no longer one on 8001', async () => {
      await from('http://localhost:8111').connect({ reconnect: false });
      await from('http://127.0.0.1:8111').connect({ reconnect: false });
      await expect(from('http://localhost:8001').connect({ reconnect: false })).rejects.toThrow();
    });

    it('encodes port 8111 in the sandbox QR code', async () => {
      const member = await payingMember(server);
      const res = await openOrder(member.browser);
      expect(res.statusCode).toBe(200);
      const body = res.result as { out_trade_no: string; qrcode?: string };
      expect(body.qrcode).toBe(`http://localhost:8111/sandbox/pay/${body.out_trade_no}`);
    });
  });
});
