import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { toDeliveryError } from './mail-delivery-error.js';
import type { MailMessage } from './mail-message.js';

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://…:465; without it, messages go to the outbox folder. */
  smtpUrl?: string;
  /** Where .eml files are written when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir: string;
  /** The From header, e.g. 'HEROSCOPE <reports@heroscope.dev>'. */
  from: string;
  logger?: Pick<FastifyBaseLogger, 'info'>;
  /** SMTP connection and greeting timeout (default 15 s): a stuck server must not hold a job. */
  timeoutMs?: number;
}

export interface SentMail {
  messageId: string;
  via: 'smtp' | 'outbox';
  /** The .eml file, for the outbox. */
  path?: string;
}

export interface Mailer {
  readonly via: 'smtp' | 'outbox';
  /** Throws MailDeliveryError (with `transient`) when the message could not be handed over. */
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

function headersOf(message: MailMessage): Record<string, string> {
  return message.unsubscribeUrl
    ? {
        'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
}

/**
 * Mail through SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * the outbox folder (and its path logged), so a newcomer sees exactly what would have been sent
 * without any mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  const timeout = options.timeoutMs ?? 15_000;
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl, {
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 2,
    } as never);
    return {
      via: 'smtp',
      async send(message) {
        try {
          const info = await transport.sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            attachments: message.attachments,
            headers: headersOf(message),
          });
          return { messageId: String(info.messageId), via: 'smtp' };
        } catch (error) {
          throw toDeliveryError(error);
        }
      },
      close: () => transport.close(),
    };
  }

  const composer: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    via: 'outbox',
    async send(message) {
      try {
        const info = (await composer.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
          headers: headersOf(message),
        })) as { messageId: string; message: Buffer };
        await mkdir(options.outboxDir, { recursive: true });
        // Named by time then a random id: listing the folder shows messages in order, and the
        // recipient's address never appears in a file name.
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
        const path = join(options.outboxDir, name);
        // Written then renamed, so a reader never sees half a message.
        await writeFile(`${path}.part`, info.message);
        await rename(`${path}.part`, path);
        options.logger?.info({ path }, 'mail written to the outbox (SMTP_URL is not set)');
        return { messageId: info.messageId, via: 'outbox', path };
      } catch (error) {
        throw toDeliveryError(error);
      }
    },
    close: () => undefined,
  };
}
