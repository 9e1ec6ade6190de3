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

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    server.stop({ timeout: 5_000 }).then(
      () => process.exit(0),
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
