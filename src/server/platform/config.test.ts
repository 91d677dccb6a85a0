import { describe, expect, it } from 'vitest';
import { configFromEnv, databaseConfigFromEnv } from './config';

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

describe('databaseConfigFromEnv', () => {
  it('the embedded database without DATABASE_URL; the migration URL only with it', () => {
    expect(databaseConfigFromEnv({})).toEqual({ dataDir: './data' });
    expect(databaseConfigFromEnv({ DATA_DIR: '/srv/pos', DATABASE_MIGRATION_URL: ' ' })).toEqual({
      dataDir: '/srv/pos',
    });
    const app = 'postgres://pos_app@db/pos';
    const owner = 'postgres://pos_owner@db/pos';
    expect(databaseConfigFromEnv({ DATABASE_URL: app })).toMatchObject({ url: app });
    expect(
      databaseConfigFromEnv({ DATABASE_URL: app, DATABASE_MIGRATION_URL: owner }),
    ).toMatchObject({ url: app, migrationUrl: owner });
    expect(() => databaseConfigFromEnv({ DATABASE_MIGRATION_URL: owner })).toThrow(
      'DATABASE_MIGRATION_URL needs DATABASE_URL',
    );
  });
});
