import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrlOf } from '../../config';
import { createSmtpMailer } from './mail-sender';

describe('the e-mail settings', () => {
  it('default to no SMTP server, the Masar sender and this server, as the banner names it, as the base of links', () => {
    const config = loadConfig({ PORT: '3995' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Masar <no-reply@masar.local>');
    expect(publicUrlOf(config)).toBe('http://127.0.0.1:3995');
    expect(publicUrlOf(loadConfig({ PORT: '3995', HOST: '0.0.0.0' }))).toBe('http://localhost:3995');
  });

  it('take SMTP_URL, MAIL_FROM and PUBLIC_URL (without its trailing slash)', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'مسار <no-reply@example.com>',
      PUBLIC_URL: 'https://masar.example.com/',
    });
    expect(config.SMTP_URL).toBe('smtps://user:secret@mail.example.com:465');
    expect(config.MAIL_FROM).toBe('مسار <no-reply@example.com>');
    expect(publicUrlOf(config)).toBe('https://masar.example.com');
    // The banner names the host, never the credentials.
    expect(createSmtpMailer(config.SMTP_URL as string).host).toBe('mail.example.com:465');
  });

  it.each([
    { SMTP_URL: 'http://mail.example.com' },
    { SMTP_URL: 'mail.example.com:25' },
    { MAIL_FROM: 'not an address' },
    { MAIL_FROM: 'Masar <a@b.c>\r\nBcc: evil@example.com' },
    { PUBLIC_URL: 'ftp://masar.example.com' },
  ])('refuse %o', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(Object.keys(env)[0] as string));
  });
});
