import { displayScore, hostOf, type Score } from '@heroscope/schema';
import type { MailMessage } from './mail-message.js';

export interface ReportEmailInput {
  to: string;
  /** The analysed address as the visitor typed it (untrusted: escaped everywhere). */
  siteUrl: string;
  scores: readonly Score[];
  /** PUBLIC_URL/report/<token> */
  reportUrl: string;
  /** PUBLIC_URL/unsubscribe/<token> */
  unsubscribeUrl: string;
  supportEmail: string;
  /** The engine's self-contained HTML report, attached for reading offline. */
  htmlReport?: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const SCORE_COLOURS: Record<string, string> = {
  Standards: '#15803d',
  Clarity: '#1d4ed8',
  Conversion: '#b45309',
  Design: '#7e22ce',
};

/**
 * The email that delivers a verified report: the site, its four scores, the private link, the
 * HTML report attached and a one-click way to be forgotten. Plain text first, for every client;
 * the HTML part uses tables and inline styles only, which is what mail clients render.
 */
export function composeReportEmail(input: ReportEmailInput): MailMessage {
  const site = hostOf(input.siteUrl);
  const scoreLines = input.scores
    .map((s) => `  ${s.label.padEnd(11)} ${displayScore(s.value)}`)
    .join('\n');
  const text = [
    `Your landing-page report for ${site} is ready.`,
    '',
    'Scores (out of 100):',
    scoreLines,
    '',
    `Read it, with every opportunity pinned to your page: ${input.reportUrl}`,
    '',
    'The full report is also attached as an HTML file you can open offline.',
    'A design professional verified this analysis before it was sent.',
    '',
    `Questions? Reply to ${input.supportEmail}.`,
    '',
    `Remove your address from our records: ${input.unsubscribeUrl}`,
  ].join('\n');

  const scoreCells = input.scores
    .map(
      (s) =>
        `<td style="padding:12px 8px;text-align:center;border:1px solid #e4e6ee;border-radius:8px">` +
        `<div style="font-size:26px;font-weight:700;color:${SCORE_COLOURS[s.label] ?? '#12131c'}">${displayScore(s.value)}</div>` +
        `<div style="font-size:13px;color:#4a4f63">${escapeHtml(s.label)}</div></td>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Your HEROSCOPE report</title></head>
<body style="margin:0;padding:0;background:#fafafc;font-family:Arial,Helvetica,sans-serif;color:#12131c">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fafafc"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e4e6ee;border-radius:12px">
<tr><td style="padding:28px 28px 8px;font-size:13px;font-weight:700;letter-spacing:0.08em;color:#4f46e5">HEROSCOPE</td></tr>
<tr><td style="padding:0 28px"><h1 style="margin:8px 0 12px;font-size:22px;line-height:1.3">Your report for ${escapeHtml(site)} is ready</h1>
<p style="margin:0 0 20px;font-size:15px;line-height:1.55;color:#4a4f63">A design professional verified this analysis before it was sent. Here is where your landing page stands:</p></td></tr>
<tr><td style="padding:0 20px"><table role="presentation" width="100%" cellpadding="0" cellspacing="8"><tr>${scoreCells}</tr></table></td></tr>
<tr><td style="padding:20px 28px 8px" align="left"><a href="${escapeHtml(input.reportUrl)}" style="display:inline-block;padding:12px 20px;background:#4338ca;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:700;font-size:15px">Read your report</a></td></tr>
<tr><td style="padding:12px 28px 24px;font-size:14px;line-height:1.55;color:#4a4f63">Every opportunity is pinned to a screenshot of your page. The full report is also attached as an HTML file you can open offline. Questions? Write to <a href="mailto:${escapeHtml(input.supportEmail)}" style="color:#4338ca">${escapeHtml(input.supportEmail)}</a>.</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#5f6478">You asked HEROSCOPE to analyse ${escapeHtml(site)}. <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#5f6478">Remove my address from your records</a>.</p>
</td></tr></table></body></html>
`;
  return {
    to: input.to,
    subject: `Your HEROSCOPE report for ${site}`,
    text,
    html,
    unsubscribeUrl: input.unsubscribeUrl,
    ...(input.htmlReport
      ? {
          attachments: [
            {
              filename: `heroscope-report-${site.replace(/[^a-z0-9.-]+/gi, '-')}.html`,
              content: input.htmlReport,
              contentType: 'text/html; charset=utf-8',
            },
          ],
        }
      : {}),
  };
}
