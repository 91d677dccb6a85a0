/**
 * The one test of 'the request got no answer': a network failure or a time-out (RequestError and
 * RTK Query's fetch errors share these statuses). Any HTTP status, even a proxy's 502, is an answer.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}
