import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';

type Fields = Record<string, unknown>;

/**
 * Keys whose values never reach a log line, wherever a caller puts them (issue 55): pino replaces
 * them with '[hidden]'. Callers pass ids, counts and codes; this is the net under that rule.
 */
const SENSITIVE_KEYS = [
  'pesel',
  'parentPhone',
  'parentPhone2',
  'phone',
  'allergies',
  'diet',
  'medicines',
  'password',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'authorization',
  'cookie',
  'code',
  'email',
];

/** The request a log line was written in: its id joins the request's own line and any error it logged. */
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function runInRequest<T>(requestId: string, task: () => T): T {
  return requestScope.run({ requestId }, task);
}

/**
 * One JSON line per event (pino), with an ISO time, the level's name and, inside a request, its
 * `requestId`. Lines go out through the console (info to stdout; warn and error to stderr), so a test
 * that expects no error fails on one, and the tests' capture reads them. `LOG_LEVEL`: trace … error,
 * or silent.
 */
function createLogger(): Logger {
  const level = process.env.LOG_LEVEL ?? 'info';
  const toConsole = (write: (line: string) => void) => ({ write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) });
  return pino(
    {
      level,
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...SENSITIVE_KEYS, ...SENSITIVE_KEYS.map((key) => `*.${key}`)], censor: '[hidden]' },
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { requestId: scope.requestId } : {};
      },
    },
    pino.multistream(
      [
        // Read at each line, not bound once: the tests replace the console's methods to read the log.
        { level: 'trace', stream: toConsole((line) => console.log(line)) },
        { level: 'warn', stream: toConsole((line) => console.warn(line)) },
        { level: 'error', stream: toConsole((line) => console.error(line)) },
      ],
      { dedupe: true },
    ),
  );
}

let logger: Logger | null = null;
let loggerLevel: string | undefined;

/** The logger for the level set now (a test may set LOG_LEVEL=silent for a while). */
function current(): Logger {
  if (logger === null || loggerLevel !== process.env.LOG_LEVEL) {
    loggerLevel = process.env.LOG_LEVEL;
    logger = createLogger();
  }
  return logger;
}

// Never pass PESEL, phones or tokens in `fields`: the keys above are hidden, other values are not.
export const log = {
  info: (message: string, fields?: Fields) => current().info(fields ?? {}, message),
  warn: (message: string, fields?: Fields) => current().warn(fields ?? {}, message),
  error: (message: string, fields?: Fields) => current().error(fields ?? {}, message),
};
