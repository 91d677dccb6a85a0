import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { pino } from 'pino';
import pinoPretty from 'pino-pretty';
import type { AppConfig } from './config';
import { safeLoggerOptions } from './loggable-error';

/** A customer's order token in a path (/api/public/orders/{token}, its websocket): a secret. */
const ORDER_TOKEN = /^(\/(?:api|ws)\/public\/orders\/)[^/?]+/;

/**
 * The path as sent, an online order's token replaced by `*`, and every query value (search
 * terms, emails...) replaced by `*`.
 */
export function loggableUrl(sent: string): string {
  const url = sent.replace(ORDER_TOKEN, '$1*');
  const start = url.indexOf('?');
  if (start < 0) return url;
  const keys = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((part) => (part.includes('=') ? `${part.slice(0, part.indexOf('='))}=*` : '*'));
  return `${url.slice(0, start)}?${keys.join('&')}`;
}

/** Each failed request's line, written once: by the error handler, not again by the sampler. */
const failureLogged = new WeakSet<FastifyRequest>();

/** The request line: method, path without query values, status and, when timed, the time. */
function requestLine(request: FastifyRequest, statusCode: number, reply?: FastifyReply) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    statusCode,
    ...(reply ? { responseTime: Math.round(reply.elapsedTime * 10) / 10 } : {}),
  };
}

/**
 * A request that failed on the server: the error, then its request line (same reqId), at error
 * level, whatever the sampling. Called by the error handler.
 */
export function logFailedRequest(request: FastifyRequest, error: unknown) {
  request.log.error(error);
  request.log.error(requestLine(request, 500), 'request failed');
  failureLogged.add(request);
}

/**
 * The sampled fraction of requests (LOG_REQUESTS) gets one line each once answered. Nothing is
 * registered when it is 0: Fastify then times no response and listens to none, which is most of
 * what a logger cost per request (decision 023).
 */
export function sampleRequests(app: FastifyInstance, rate: number) {
  if (rate <= 0) return;
  app.addHook('onResponse', async (request, reply) => {
    if (failureLogged.has(request) || (rate < 1 && Math.random() >= rate)) return;
    const line = requestLine(request, reply.statusCode, reply);
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else request.log.info(line, 'request completed');
  });
}

type RequestLine = Record<string, unknown> & { method?: string; url?: string };

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Each request's logger, made on its first use: most requests log nothing, and making a pino
 * child for each costs about 0.6 µs, 2% of a cached menu read. One object per request, its
 * methods on the prototype (a set of closures per request cost about as much as the child).
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: object,
  ) {}
  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
  fatal(...args: unknown[]) {
    this.send('fatal', args);
  }
  error(...args: unknown[]) {
    this.send('error', args);
  }
  warn(...args: unknown[]) {
    this.send('warn', args);
  }
  info(...args: unknown[]) {
    this.send('info', args);
  }
  debug(...args: unknown[]) {
    this.send('debug', args);
  }
  trace(...args: unknown[]) {
    this.send('trace', args);
  }
  silent(...args: unknown[]) {
    this.send('silent', args);
  }
  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
  get level(): string {
    return this.real().level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  private send(method: LogMethod, args: unknown[]) {
    (this.real()[method] as (...a: unknown[]) => void)(...args);
  }
}

/** In a terminal: one coloured line per entry, "time LEVEL: GET /path 200 1.2ms". */
function terminalStream() {
  return pinoPretty({
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,method,url,statusCode,responseTime',
    messageFormat: (log: RequestLine, messageKey: string) =>
      log.method && log.url
        ? `${log.method} ${log.url} ${String(log.statusCode)} ${String(log.responseTime)}ms`
        : String(log[messageKey] ?? ''),
  });
}

/**
 * The process's logger: JSON to config.logStream (tests) or stdout, readable lines when stdout is a
 * terminal; database errors without their parameters (safeLoggerOptions). Silent with LOG=false.
 */
export function serverLogger(config: AppConfig): FastifyBaseLogger {
  if (!config.logger) return pino({ level: 'silent' });
  const stream = config.logStream ?? (process.stdout.isTTY ? terminalStream() : undefined);
  const options = safeLoggerOptions();
  return stream ? pino(options, stream) : pino(options);
}

/** Fastify's own lines about each request are off: sampleRequests and logFailedRequest write ours. */
class QuietRequests extends LogController {
  override incomingRequest() {}
  override requestCompleted() {}
  // The sampled line says 404 (and hides the query values); Fastify's own line would not.
  override routeNotFound() {}
}

/**
 * Fastify's logger options. Fastify itself runs without a logger (no per-request timing and
 * listeners); each request's `request.log` is a lazy child of the server's logger.
 */
export function loggingOptions(log: FastifyBaseLogger) {
  return {
    logger: false as const,
    logController: new QuietRequests(),
    childLoggerFactory: (
      _null: FastifyBaseLogger,
      bindings: Record<string, unknown>,
      options: object,
    ) => new LazyRequestLogger(log, bindings, options) as unknown as FastifyBaseLogger,
  };
}
