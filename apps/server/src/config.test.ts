import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts with working defaults on an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      adminUsername: 'admin',
      adminPassword: undefined,
      smtpUrl: undefined,
      mailFrom: 'Fieldbook <fieldbook@localhost>',
      bugReportTo: undefined,
      wiki: undefined,
      logLevel: 'info',
      trustProxy: false,
      checkResponses: false,
    });
  });

  it('checks answers against the contract only when asked to', () => {
    expect(loadConfig({ CHECK_RESPONSES: 'true' }).checkResponses).toBe(true);
    expect(() => loadConfig({ CHECK_RESPONSES: 'yes' })).toThrow(/CHECK_RESPONSES/);
  });

  it('resolves a relative WEB_DIR against the working directory', () => {
    expect(loadConfig({ WEB_DIR: 'build/web' }).webDir).toBe(join(process.cwd(), 'build/web'));
    expect(loadConfig({ WEB_DIR: '/srv/fieldbook/web' }).webDir).toBe('/srv/fieldbook/web');
    expect(loadConfig({ WEB_DIR: '' }).webDir).toBeUndefined();
  });

  it('treats blank variables as unset', () => {
    const c = loadConfig({ PORT: '', DATA_DIR: '', ADMIN_USERNAME: '', DATABASE_URL: '', LOG_LEVEL: '' });
    expect(c).toMatchObject({ port: 3000, dataDir: './data', adminUsername: 'admin', logLevel: 'info' });
    expect(c.databaseUrl).toBeUndefined();
  });

  it('reads valid values', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://fb:secret@db.internal:5432/fieldbook',
      DATA_DIR: '/var/lib/fieldbook',
      ADMIN_USERNAME: ' root ',
      ADMIN_PASSWORD: 'long-enough-1',
      SMTP_URL: 'smtps://mail.example.com:465',
      BUG_REPORT_TO: 'it@example.com',
      WIKI_URL: 'https://wiki.example.com/',
      WIKI_USER: 'bot',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1',
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://fb:secret@db.internal:5432/fieldbook',
      dataDir: '/var/lib/fieldbook',
      adminUsername: 'root',
      adminPassword: 'long-enough-1',
      smtpUrl: 'smtps://mail.example.com:465',
      bugReportTo: 'it@example.com',
      wiki: { url: 'https://wiki.example.com', user: 'bot', password: undefined },
      logLevel: 'warn',
      trustProxy: ['10.0.0.5', '10.1.0.0/16', '::1'],
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/fb' }).databaseUrl).toBe('postgresql://localhost/fb');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['WIKI_URL', 'ftp://wiki'],
    ['ADMIN_PASSWORD', 'short'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '0'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*\\b${name}:`));
  });

  it('reads the bucket of FILES_URL and the AWS variables that reach it', () => {
    expect(loadConfig({}).files).toBeUndefined();
    expect(
      loadConfig({
        FILES_URL: 's3://fieldbook-files/prod/eu/',
        AWS_ENDPOINT_URL: 'http://minio.internal:9000',
        AWS_REGION: 'eu-west-1',
        AWS_S3_FORCE_PATH_STYLE: 'true',
      }).files,
    ).toEqual({
      bucket: 'fieldbook-files',
      prefix: 'prod/eu/',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    const s3 = loadConfig({
      FILES_URL: 's3://fieldbook-files',
      AWS_ENDPOINT_URL: 'http://all.internal',
      AWS_ENDPOINT_URL_S3: 'https://s3.internal',
      AWS_DEFAULT_REGION: 'auto',
    }).files;
    expect(s3).toEqual({
      bucket: 'fieldbook-files',
      prefix: '',
      endpoint: 'https://s3.internal',
      region: 'auto',
      forcePathStyle: false,
    });
  });

  it.each([
    ['FILES_URL', 'https://bucket.example.com/files'],
    ['FILES_URL', 'files'],
    ['AWS_ENDPOINT_URL', 'minio:9000'],
    ['AWS_S3_FORCE_PATH_STYLE', 'yes'],
  ])('refuses %s=%s for the stored files', (name, value) => {
    expect(() => loadConfig({ FILES_URL: 's3://b', [name]: value })).toThrow(
      new RegExp(`Invalid configuration:[\\s\\S]*\\b${name}:`),
    );
  });

  it('takes a hop count for TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('says what to write instead of TRUST_PROXY=true', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/addresses or CIDRs of your proxies .*TRUST_PROXY=1/);
  });

  it('names every wrong variable at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DATA_DIR: '/ok' });
    } catch (err) {
      message = (err as Error).message;
    }
    const named = message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0]);
    expect(named.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });

  it('does not read the process environment when given one', () => {
    const before = process.env.PORT;
    process.env.PORT = 'abc';
    try {
      expect(loadConfig({}).port).toBe(3000);
    } finally {
      if (before === undefined) delete process.env.PORT;
      else process.env.PORT = before;
    }
  });
});
