// Starts the production server on a fresh temporary DATA_DIR and removes it when the server stops. Beside
// it runs a real SMTP server (the smtp-server package) that the site delivers its mail to: each message it
// receives is written as a file to E2E_MAIL_DIR, where the browser tests read what the site sent.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-e2e-'));
const mailDir = process.env.E2E_MAIL_DIR;
if (!mailDir) throw new Error('E2E_MAIL_DIR is set by playwright.config.ts');
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const name = `${String(++received).padStart(4, '0')}.eml`;
      // Written whole, then renamed: a test never reads half a message.
      fs.writeFileSync(path.join(mailDir, `.${name}`), Buffer.concat(chunks));
      fs.renameSync(path.join(mailDir, `.${name}`), path.join(mailDir, name));
      done();
    });
  },
});
// Any free port: the site is started after it, with its address.
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// The Node.js flags of `npm start` (SERVER_NODE_FLAGS in prod-server.ts; a unit test keeps them in step).
const child = spawn(process.execPath, ['--max-semi-space-size=64', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
});
const cleanUp = () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(mailDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  smtp.close(() => {
    cleanUp();
    process.exit(code ?? 0);
  });
});
