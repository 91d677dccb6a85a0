import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('configFromEnv', () => {
  it('defaults: 20 registrations per address in 10 minutes, COOKIE_SECURE auto', () => {
    const config = configFromEnv({});
    expect(config.registerLimit).toEqual({ perAddress: 20, windowSeconds: 600 });
    expect(config.loginLimit).toMatchObject({ perAccount: 5, perAddress: 20 });
    expect(config.cookieSecure).toBe('auto');
    expect(config.production).toBe(false);
  });

  it('reads the limits, COOKIE_SECURE and NODE_ENV', () => {
    const config = configFromEnv({
      REGISTER_LIMIT_PER_ADDRESS: '3',
      REGISTER_LIMIT_WINDOW_SECONDS: '60',
      COOKIE_SECURE: 'TRUE',
      NODE_ENV: 'production',
    });
    expect(config.registerLimit).toEqual({ perAddress: 3, windowSeconds: 60 });
    expect(config.cookieSecure).toBe(true);
    expect(config.production).toBe(true);
    expect(configFromEnv({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(configFromEnv({ COOKIE_SECURE: 'auto' }).cookieSecure).toBe('auto');
  });

  it('refuses a COOKIE_SECURE it does not know', () => {
    expect(() => configFromEnv({ COOKIE_SECURE: 'yes' })).toThrow(
      'COOKIE_SECURE must be auto, true or false',
    );
  });
});
