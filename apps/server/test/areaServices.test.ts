import Hapi from '@hapi/hapi';
import { describe, expect, it } from 'vitest';
import { areaName, servicesOf } from '../src/modules/area.ts';

interface ClockServices {
  now: () => number;
}

const clockAreaName = areaName<ClockServices>('test-clock');

describe('an area’s exposed services', () => {
  it('are read, typed by the area’s name, by the areas registered after it', async () => {
    const server = Hapi.server();
    let read: number | null = null;
    await server.register({
      name: clockAreaName,
      register: (s) => s.expose('services', { now: () => 42 } satisfies ClockServices),
    });
    await server.register({
      name: 'test-reader',
      register: (s) => {
        read = servicesOf(s, clockAreaName).now();
      },
    });
    expect(read).toBe(42);
  });

  it('say which area must come first when it is not there yet', async () => {
    const server = Hapi.server();
    await expect(
      server.register({
        name: 'test-early',
        register: (s) => void servicesOf(s, clockAreaName),
      }),
    ).rejects.toThrow('test-clock must be registered before test-early');
  });
});
