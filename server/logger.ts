// One-line JSON logs. Never log request bodies, e-mail addresses or secrets: only what an operator needs.
import type { Config } from './config';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export function createLogger(
  level: Config['LOG_LEVEL'] = 'info',
  write: (line: string) => void = (line) => void process.stdout.write(line + '\n'),
): Logger {
  const log = (at: Level) => (msg: string, fields: Record<string, unknown> = {}) => {
    if (order[at] < order[level]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: at, msg };
    for (const [k, v] of Object.entries(fields)) entry[k] = serialise(v);
    write(JSON.stringify(entry));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
