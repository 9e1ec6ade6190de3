import { ConfigError, loadConfig, type Config } from '../config.ts';

/** Where a command writes and what environment it reads: the process's, or a test's. */
export interface CommandIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  env: NodeJS.ProcessEnv;
}

/** Wrong arguments: the message is the usage line the command prints. */
export class UsageError extends Error {}

/**
 * A command's arguments and the configuration, or the exit code 2 after printing why not (a usage
 * or configuration error); anything else is a bug and is thrown.
 */
export function readCommand<A>(
  parse: (argv: readonly string[]) => A,
  argv: readonly string[],
  io: CommandIo,
): { args: A; config: Config } | 2 {
  try {
    return { args: parse(argv), config: loadConfig(io.env) };
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      io.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
