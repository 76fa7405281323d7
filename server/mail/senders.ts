// How a built message leaves: over SMTP (SMTP_URL, a pooled nodemailer transport), or, without SMTP_URL, as
// an .eml file in DATA_DIR/outbox for a developer to read.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export interface SendOutcome {
  /** Recipients the server refused while it accepted the message for the others. */
  rejected: number;
  /** Where the message went, for the log: the SMTP server's answer or the file's name. */
  response: string;
}

export interface MailSender {
  /** Where messages go, for the start-up log line: "smtp host:port" or "eml <dir>"; never credentials. */
  readonly description: string;
  /** What must never reach a log line or the table: the SMTP user name and password. */
  readonly secrets: readonly string[];
  /** Send one message of the outbox (its row id names the .eml file). */
  send(message: SendMailOptions, meta: { id: number; signal: AbortSignal }): Promise<SendOutcome>;
  close(): void;
}

// Every message is built from checked values; nothing of it may make nodemailer read a file or a URL.
const CONTENT_ONLY = { disableFileAccess: true, disableUrlAccess: true } as const;

/**
 * How long the connection may be silent. It is also the wait for the server's answer once the message is
 * sent, which may take minutes (a relay scanning attachments; RFC 5321 §4.5.3.2.6 allows 10): a shorter
 * wait would make a message the server had taken a failed attempt, sent again and again. The worker's own
 * cut of an attempt, at half its lease (5 minutes), ends a send first.
 */
export const SMTP_SOCKET_TIMEOUT_MS = 10 * 60_000;

export interface SmtpSenderOptions {
  url: string;
  poolSize: number;
  /** Connect, greeting and idle-socket limits in milliseconds (tests make them short). */
  connectionTimeoutMs?: number;
  socketTimeoutMs?: number;
}

/**
 * A pooled SMTP transport on SMTP_URL. A connection that closes mid-send fails that send (no requeue inside
 * nodemailer): the outbox retries it as a new attempt, with its backoff and its count.
 */
export function createSmtpSender({ url, poolSize, connectionTimeoutMs = 30_000, socketTimeoutMs = SMTP_SOCKET_TIMEOUT_MS }: SmtpSenderOptions): MailSender {
  const transport = nodemailer.createTransport({
    url,
    requireTLS: credentialsNeedTls(url),
    pool: true,
    maxConnections: poolSize,
    maxRequeues: 0,
    connectionTimeout: connectionTimeoutMs,
    greetingTimeout: connectionTimeoutMs,
    socketTimeout: socketTimeoutMs,
    ...CONTENT_ONLY,
  });
  const { hostname, port, protocol, username, password } = new URL(url);
  return {
    description: `${protocol.replace(':', '')} ${hostname}:${port || (protocol === 'smtps:' ? 465 : 587)}`,
    secrets: [url, username, password, decoded(username), decoded(password)].filter(Boolean),
    async send(message, { signal }) {
      const info = await transport.sendMail({ ...message, ...CONTENT_ONLY, signal });
      return { rejected: info.rejected.length, response: String(info.response ?? '') };
    },
    close: () => transport.close(),
  };
}

/**
 * Whether the connection must be encrypted (STARTTLS) before the user name and password go over it: they
 * would otherwise cross the network in clear text, to a relay that offers no STARTTLS or through someone
 * who strips it from the relay's answer. Not for smtps:// (encrypted from the start), an address without
 * credentials, or a relay on this machine (loopback). The URL's own `?requireTLS=false` still wins, for a
 * relay on a network the operator trusts.
 */
export function credentialsNeedTls(url: string): boolean {
  const { protocol, username, password, hostname } = new URL(url);
  if (protocol !== 'smtp:' || (!username && !password)) return false;
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host));
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Writes each message as `<outbox id>-<Message-ID's random part>.eml` in `dir`: a temporary file, then a rename. */
export function createEmlSender(dir: string): MailSender {
  // Every line ended as SMTP ends it (CRLF): a text's own line breaks too, as the relay would get them.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows', ...CONTENT_ONLY });
  return {
    description: `eml ${dir}`,
    secrets: [],
    async send(message, { id }) {
      const info = await transport.sendMail({ ...message, ...CONTENT_ONLY });
      const name = `${id}-${String(message.messageId ?? '').replace(/^<|@.*$/g, '').replace(/[^A-Za-z0-9]/g, '_')}.eml`;
      await fs.mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.${name}.${crypto.randomBytes(6).toString('hex')}.tmp`);
      try {
        await fs.writeFile(temp, info.message as Buffer, { flag: 'wx' });
        await fs.rename(temp, path.join(dir, name));
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      return { rejected: 0, response: name };
    },
    close: () => transport.close(),
  };
}
