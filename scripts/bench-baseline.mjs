// The baselines of npm run bench: a server that answers every request with the bytes of one file, as
// plain node:http (`node`) or as Express's res.send (`express`), on the port given. Run by the bench in
// a process of its own, pinned to the same core as the site.
import fs from 'node:fs';
import http from 'node:http';
import express from 'express';

const [kind, file, port] = process.argv.slice(2);
const body = fs.readFileSync(file);
const server =
  kind === 'node'
    ? http.createServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
        res.end(body);
      })
    : express().use((_req, res) => void res.type('html').send(body));
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'));
