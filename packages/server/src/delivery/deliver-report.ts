import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../database.js';
import { MailDeliveryError } from '../mail/mail-delivery-error.js';
import type { Mailer } from '../mail/mailer.js';
import { composeReportEmail } from '../mail/report-email.js';
import type { DeliveryJobData } from './delivery-job.js';
import { loadScreenshot, publishedReportById } from './published-report.js';
import { renderReportHtml } from './render-report-html.js';
import { privateReportUrl, unsubscribeUrl } from './report-links.js';

export type DeliveryJobOutput =
  | { outcome: 'sent'; messageRef: string }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'skipped'; state: string };

export interface DeliveryDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
  logger: Logger;
}

interface DeliveryRow {
  id: string;
  report_id: string;
  email: string;
  unsubscribe_token: string;
}

/**
 * One try of one delivery: the report's email to one inbox. 'sending' and one more attempt
 * before the mail server is called; 'sent' with where it went once handed over. A failure the
 * next try may not repeat (the server down or answering "try later") leaves it 'retrying' and is
 * thrown, so pg-boss tries again with backoff; a permanent one (mailbox refused), or the last
 * try, ends it 'failed' with the reason. A delivery already settled (sent, failed, or the visitor
 * unsubscribed meanwhile) is left alone, so a job that runs twice sends nothing twice.
 */
export async function handleDeliveryJob(
  job: PgBoss.JobWithMetadata<DeliveryJobData>,
  deps: DeliveryDeps,
): Promise<DeliveryJobOutput> {
  const { db, mailer, config } = deps;
  const { deliveryId } = job.data;
  const logger = deps.logger.child({ deliveryId, jobId: job.id, try: job.retryCount + 1 });
  const [delivery] = await db.query<DeliveryRow>(
    `UPDATE report_deliveries
        SET state = 'sending', attempts = attempts + 1, updated_at = now()
      WHERE id = $1 AND state IN ('queued', 'retrying', 'sending')
      RETURNING id, report_id, email, unsubscribe_token`,
    [deliveryId],
  );
  if (!delivery) {
    const [row] = await db.query<{ state: string }>(
      'SELECT state FROM report_deliveries WHERE id = $1',
      [deliveryId],
    );
    const state = row?.state ?? 'missing';
    logger.info({ state }, 'delivery already settled; job skipped');
    return { outcome: 'skipped', state };
  }

  const lastTry = job.retryCount >= job.retryLimit;
  try {
    const report = await publishedReportById(db, Number(delivery.report_id));
    if (!report) throw new MailDeliveryError('the report is not published', false);
    const desktop = await loadScreenshot(db, report.reportId, 'desktop');
    const message = composeReportEmail({
      to: delivery.email,
      siteUrl: report.analysedUrl ?? report.url,
      scores: report.version.scores,
      reportUrl: privateReportUrl(config.publicUrl, report.linkToken),
      unsubscribeUrl: unsubscribeUrl(config.publicUrl, delivery.unsubscribe_token),
      supportEmail: config.supportEmail,
      htmlReport: renderReportHtml(report, desktop),
    });
    const sent = await mailer.send(message);
    const messageRef = sent.path ?? sent.messageId;
    await db.query(
      `UPDATE report_deliveries
          SET state = 'sent', sent_at = now(), message_ref = $2, last_error = NULL,
              updated_at = now()
        WHERE id = $1`,
      [deliveryId, messageRef],
    );
    await db.query(
      'UPDATE analysis_requests SET sent_at = coalesce(sent_at, now()) WHERE id = $1',
      [report.requestId],
    );
    logger.info({ via: sent.via, messageRef }, 'report delivered');
    return { outcome: 'sent', messageRef };
  } catch (error) {
    // Anything that is not the mail server's verdict (the database away a moment) is worth
    // another try too.
    const transient = error instanceof MailDeliveryError ? error.transient : true;
    const reason = error instanceof Error ? error.message : String(error);
    if (transient && !lastTry) {
      await db.query(
        `UPDATE report_deliveries SET state = 'retrying', last_error = $2, updated_at = now()
          WHERE id = $1 AND state = 'sending'`,
        [deliveryId, reason],
      );
      logger.warn({ reason }, 'delivery failed; it will be tried again');
      throw error;
    }
    const recorded = transient ? `Gave up after ${job.retryCount + 1} tries: ${reason}` : reason;
    await db.query(
      `UPDATE report_deliveries SET state = 'failed', last_error = $2, updated_at = now()
        WHERE id = $1 AND state = 'sending'`,
      [deliveryId, recorded],
    );
    logger.warn({ reason: recorded }, 'delivery failed');
    return { outcome: 'failed', reason: recorded };
  }
}
