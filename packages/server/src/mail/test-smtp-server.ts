import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ParsedMail[];
  /** Every RCPT TO, as the server saw it. */
  recipients: string[];
  /** Answer the next messages' DATA with this SMTP error code (e.g. 451, 550); null accepts. */
  rejectWith: number | null;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (the smtp-server package), keeping what it receives, parsed. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    port: 0,
    received: [],
    recipients: [],
    rejectWith: null,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      state.recipients.push(address.address);
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.rejectWith !== null) {
          const error = Object.assign(new Error('Refused by the test server'), {
            responseCode: state.rejectWith,
          });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            state.received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
