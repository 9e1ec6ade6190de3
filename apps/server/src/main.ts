import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createApp } from './startup.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const server = await createApp(config, {
    logger,
    validateResponses: config.nodeEnv === 'production' ? false : 'log',
  });
  await server.start();
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info(
    { url: `http://${shown}:${server.info.port}` },
    `币见已启动：http://${shown}:${server.info.port}`,
  );

  // SIGTERM drains: hapi stops accepting connections and lets requests in flight finish (up to
  // drainMs; a notify cut off then was never answered `success`, so the gateway sends it again),
  // Nes closes every socket from the server's side (clients reconnect to the next process), the
  // jobs stop and are awaited (onPreStop), and the database closes last (onPostStop).
  const drainMs = 10_000;
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting for the drain');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, drainMs }, 'stopping: draining requests, closing sockets, stopping jobs');
    server.stop({ timeout: drainMs }).then(
      () => {
        logger.info('stopped');
        logger.flush(() => process.exit(0));
      },
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
