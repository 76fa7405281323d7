// A real SMTP server (the smtp-server package) in the test process, on a random port, that keeps what it
// receives: the envelope as the client gave it, and the raw message.
//
// The port is chosen below the system's ephemeral range: a test that stops the server (an outage) and starts it
// again on the same port must find that port free, and an ephemeral port let go can be handed at once to any
// outgoing connection of any process (a database client, say) as its local port.
import fs from 'node:fs';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** MAIL FROM and RCPT TO, as the client sent them. */
  from: string;
  to: string[];
  raw: string;
  /** The header block, unfolded: [name in lower case, value]. */
  headers: [string, string][];
  body: string;
}

export interface TestSmtp {
  readonly port: number;
  /** SMTP_URL for it, with the user name and password it requires. */
  readonly url: string;
  readonly user: string;
  readonly password: string;
  readonly received: ReceivedMail[];
  /** 'accept' takes every message; 'refuse' answers every DATA with a 451 (try again later). */
  mode: 'accept' | 'refuse';
  /** How long the server takes to answer a message's data, in milliseconds (a slow server). */
  answerAfterMs: number;
  /** Recipients the server refuses at RCPT TO, with its whole reply ("501 5.1.3 Bad recipient address syntax"). */
  refusedRecipients: Map<string, string>;
  /** Resolves once `count` messages have been received in all. */
  receivedCount(count: number): Promise<ReceivedMail[]>;
  /** Stop listening and close every connection (an outage). */
  stop(): Promise<void>;
  /** Listen again on the same port. */
  start(): Promise<void>;
}

/** The header block of a raw message, unfolded, and its body. */
export function splitMessage(raw: string): { headers: [string, string][]; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const headers: [string, string][] = [];
  for (const line of head.split('\r\n')) {
    if (/^[ \t]/.test(line) && headers.length > 0) headers[headers.length - 1]![1] += line;
    else {
      const colon = line.indexOf(':');
      headers.push([line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

/** The lowest port the test servers draw from (above the well-known services and the site's own test ports). */
const PORT_FLOOR = 20_000;
const RESTART_PATIENCE_MS = 10_000;

/** The first port of the ephemeral range outgoing connections take their local ports from. */
function ephemeralLow(): number {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > PORT_FLOOR + 1000) return low;
  } catch {
    // Not Linux: the range most systems use (IANA's starts at 49152, Linux's at 32768).
  }
  return 32_768;
}

const isAddressInUse = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';

export async function startTestSmtp(): Promise<TestSmtp> {
  const user = 'outbox';
  const password = 'p4ss:w0rd/secret';
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (mails: ReceivedMail[]) => void }[] = [];
  let port = 0;

  const create = () =>
    new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      closeTimeout: 50,
      onAuth(auth, _session, callback) {
        if (auth.username === user && auth.password === password) callback(null, { user });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        const reply = smtp.refusedRecipients.get(address.address);
        if (reply === undefined) callback();
        else callback(Object.assign(new Error(reply.slice(4)), { responseCode: Number(reply.slice(0, 3)) }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => setTimeout(answer, smtp.answerAfterMs));
        const answer = () => {
          if (smtp.mode === 'refuse') {
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            ...splitMessage(raw),
          });
          callback();
          for (const w of waiters.filter((w) => received.length >= w.count)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(received.slice());
          }
        };
      },
    });

  let server = create();
  const listenOn = (candidate: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(candidate, '127.0.0.1', () => {
        server.removeListener('error', reject);
        resolve();
      });
    });
  const low = ephemeralLow();
  for (let tries = 0; ; tries++) {
    const candidate = PORT_FLOOR + Math.floor(Math.random() * (low - PORT_FLOOR));
    try {
      await listenOn(candidate);
      port = candidate;
      break;
    } catch (error) {
      if (!isAddressInUse(error) || tries >= 50) throw error;
      server = create();
    }
  }

  const smtp: TestSmtp = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    },
    user,
    password,
    received,
    mode: 'accept',
    answerAfterMs: 0,
    refusedRecipients: new Map(),
    receivedCount(count) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      // Another test's server could have drawn this port while it was free: that server lets it go when its
      // test ends, so the start tries again for a while before it fails.
      const until = Date.now() + RESTART_PATIENCE_MS;
      for (;;) {
        server = create();
        try {
          return await listenOn(port);
        } catch (error) {
          if (!isAddressInUse(error) || Date.now() > until) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    },
  };
  return smtp;
}
