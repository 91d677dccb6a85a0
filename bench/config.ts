/**
 * Every duration and size of `npm run bench`, and of `npm run bench -- --quick`: a smoke run of
 * one round with few samples, whose figures are not quotable (it writes its report to the cache
 * directory, never docs/benchmarks.md).
 */
export const QUICK = process.argv.includes('--quick');

export const ROUNDS = QUICK ? 1 : 3;
/** Seconds of load per measurement, at 1 connection and at CONCURRENCY connections. */
export const SECONDS_AT_1 = 1;
export const SECONDS_AT_N = QUICK ? 1 : 3;
/** The longest a run at CONCURRENCY is stretched to so that its p99 has 200 samples behind it. */
export const MAX_SECONDS_AT_N = 12;
export const CONCURRENCY = 32;
/** Checkouts timed per push measurement, and the websocket subscribers that must all see each. */
export const PUSHES = QUICK ? 20 : 200;
export const SUBSCRIBERS = 200;
/** The subscribers are spread evenly over this many processes, none of them the orchestrator. */
export const SUBSCRIBER_PROCESSES = 4;
/** Seconds between two reads of every server's RSS. */
export const MEMORY_SAMPLE_SECONDS = 5;
/** Completed orders behind the same waiting ones in the two queue-read locations. */
/**
 * The app caps an order at 100 items, so each add-to-cart connection fills a cart up to
 * ITEMS_PER_CART and moves on to its cart at the next of TILL_LOCATIONS locations. One connection
 * adds about 1,000 items a second since the one-statement add: 40 carts leave room for 3,600.
 */
export const TILL_LOCATIONS = 40;
export const ITEMS_PER_CART = 90;
export const SMALL_HISTORY = 10;
export const LARGE_HISTORY = 10_000;
export const WAITING_ORDERS = 10;

export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const HOST = '127.0.0.1';
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';
export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin-demo-1' },
  staff: { email: 'staff@example.com', password: 'staff-demo-1' },
};
/** Password of the bench's own staff users (strong enough for the registration check). */
export const USER_PASSWORD = 'fizzy-lemon-till-9417';
