import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { parseMessage } from '../mail.contract';

export interface SmtpArrival {
  /** The envelope's recipients, lower-case: who the server was asked to deliver to, whatever the headers say. */
  recipients: string[];
  mail: ParsedMail;
}

export interface CollectingSmtpServer {
  port: number;
  /** Every message accepted, parsed, in the order they arrived. */
  arrivals: SmtpArrival[];
  /** Connections the server accepted. */
  readonly connections: number;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on a free port of 127.0.0.1 that keeps every message it accepts, for tests.
 * Plain SMTP without TLS, authentication optional unless `options` say otherwise.
 */
export async function startCollectingSmtpServer(options: SMTPServerOptions = {}): Promise<CollectingSmtpServer> {
  const arrivals: SmtpArrival[] = [];
  const state = { connections: 0 };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    // Plain-text AUTH is fine on the loopback interface of a test.
    allowInsecureAuth: true,
    authOptional: true,
    onConnect(_session, callback) {
      state.connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        parseMessage(Buffer.concat(chunks)).then(
          (mail) => {
            arrivals.push({ recipients: session.envelope.rcptTo.map((to) => to.address.toLowerCase()), mail });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    arrivals,
    get connections() {
      return state.connections;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
