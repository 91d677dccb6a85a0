import { describe, expect, it } from 'vitest';
import { isNetworkFailure } from './network-failure';

describe('isNetworkFailure', () => {
  it('is true when no answer came: a network error or a time-out', () => {
    expect(isNetworkFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      true,
    );
    expect(isNetworkFailure({ status: 'TIMEOUT_ERROR', error: 'timed out' })).toBe(true);
  });

  it('is false for any answer, even a proxy error page, and for other errors', () => {
    expect(isNetworkFailure({ status: 502, data: 'Bad Gateway' })).toBe(false);
    expect(isNetworkFailure({ status: 404, data: { message: 'Not found.' } })).toBe(false);
    expect(isNetworkFailure({ status: 'PARSING_ERROR', originalStatus: 200 })).toBe(false);
    expect(isNetworkFailure(new Error('boom'))).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
  });
});
