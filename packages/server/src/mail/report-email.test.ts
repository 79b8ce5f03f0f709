import { describe, expect, it } from 'vitest';
import { hostOf } from '@heroscope/schema';
import { composeReportEmail } from './report-email.js';

const input = {
  to: 'ada@example.org',
  scores: [
    { label: 'Standards' as const, value: 80 },
    { label: 'Clarity' as const, value: 62 },
    { label: 'Conversion' as const, value: 47 },
    { label: 'Design' as const, value: 71 },
  ],
  reportUrl: 'https://heroscope.test/report/abc',
  unsubscribeUrl: 'https://heroscope.test/unsubscribe/def',
  supportEmail: 'hello@heroscope.test',
};

describe('composeReportEmail', () => {
  it('names the site by its host', () => {
    expect(hostOf('https://www.shop.example/')).toBe('www.shop.example');
    expect(composeReportEmail({ ...input, siteUrl: 'https://shop.example' }).subject).toBe(
      'Your HEROSCOPE report for shop.example',
    );
  });

  it('keeps untrusted text as text in the HTML part', () => {
    const mail = composeReportEmail({ ...input, siteUrl: 'not a url <script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('attaches the HTML report only when there is one', () => {
    expect(
      composeReportEmail({ ...input, siteUrl: 'https://a.example' }).attachments,
    ).toBeUndefined();
  });
});
