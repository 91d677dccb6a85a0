// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  export interface Client {
    setRequests(requests: Request[]): void;
    /** After each response: its status, bytes and time from write to the end of the answer (ms). */
    on(event: 'response', listener: (status: number, bytes: number, ms: number) => void): void;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Options {
    url: string;
    connections: number;
    duration: number;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
