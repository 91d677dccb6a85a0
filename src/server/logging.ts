import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { AppConfig } from './config';
import { safeLoggerOptions } from './db/loggable-error';

/** The path as sent, with every query value (search terms, emails...) replaced by `*`. */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const keys = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((part) => (part.includes('=') ? `${part.slice(0, part.indexOf('='))}=*` : '*'));
  return `${url.slice(0, start)}?${keys.join('&')}`;
}

/**
 * One line per completed request, for the sampled fraction of requests; a 5xx answer or a failed
 * response is always logged, at error level, so that the error logged by the handler (same reqId)
 * can be tied to its method and path. No "incoming request" line.
 */
class RequestLog extends LogController {
  constructor(private readonly rate: number) {
    super();
  }

  override incomingRequest() {}

  // The request line says 404 (and hides the query values); Fastify's own line would not.
  override routeNotFound() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const failed = Boolean(error) || reply.statusCode >= 500;
    if (!failed && (this.rate <= 0 || (this.rate < 1 && Math.random() >= this.rate))) return;
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(error ? { err: error } : {}),
    };
    if (failed) reply.log.error(line, 'request failed');
    else reply.log.info(line, 'request completed');
  }
}

type RequestLine = Record<string, unknown> & { method?: string; url?: string };

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
 * Fastify's logger options: JSON to config.logStream (tests) or stdout, readable lines when stdout is
 * a terminal. Database errors are logged without their parameters (safeLoggerOptions).
 */
export function loggingOptions(config: AppConfig) {
  if (!config.logger) return { logger: false as const };
  const stream = config.logStream ?? (process.stdout.isTTY ? terminalStream() : undefined);
  return {
    logger: safeLoggerOptions(stream),
    logController: new RequestLog(config.logRequests),
  };
}
