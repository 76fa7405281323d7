// Local stand-ins for Alibaba Cloud's STS and OSS, which cannot be reached from a test: small HTTP servers
// that implement just what ali-oss calls, and check what the real services check first. STS: AssumeRole,
// with every signature parameter present and the RPC signature (HMAC-SHA1 of the sorted parameters) right.
// OSS: PutObject, InitiateMultipartUpload, UploadPart, CompleteMultipartUpload, AbortMultipartUpload, HEAD
// and (ranged) GET with If-Match, and CopyObject with its source's If-Match and metadata, each signed with the
// OSS signature (version 1) by a key the stand-in knows, and the CORS preflight of a browser. Credentials that STS issued carry their session policy, and OSS allows them only
// its actions on its resources.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Key {
  id: string;
  secret: string;
}

interface Statement {
  Effect: string;
  Action: string[];
  Resource: string[];
}
interface Issued extends Key {
  token: string;
  expires: number;
  policy: { Statement: Statement[] };
}

export interface AssumeRoleCall {
  params: Record<string, string>;
  policy: unknown;
}

/** What the stand-ins share: the long-term key and the credentials STS issued. */
export class CloudStandIns {
  readonly stsCalls: AssumeRoleCall[] = [];
  /** Each OSS request: method, key, sub-resources, and the key id that signed it. */
  readonly ossCalls: { method: string; key: string; query: string; keyId: string; status: number }[] = [];
  readonly objects = new Map<string, Buffer>();
  /** The Content-Type and Content-Disposition an object was given (by a copy that replaced its metadata). */
  readonly metadata = new Map<string, { type?: string; disposition?: string }>();
  /** Called with each signed request before it is answered (a test changes the bucket meanwhile). */
  onRequest: ((method: string, key: string) => void) | null = null;
  /** STS answers 500 while set. */
  stsDown = false;
  /** OSS answers every signed request with 503 while set. */
  ossDown = false;
  stsUrl = '';
  ossUrl = '';
  private readonly issued = new Map<string, Issued>();
  private readonly multiparts = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  private readonly servers: http.Server[] = [];

  constructor(
    readonly longTerm: Key,
    readonly bucket: string,
  ) {}

  async start(): Promise<void> {
    this.stsUrl = await this.listen((req, res, body) => this.sts(req, res, body));
    this.ossUrl = await this.listen((req, res, body) => this.oss(req, res, body));
  }

  async stop(): Promise<void> {
    for (const server of this.servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  private async listen(handle: (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => void): Promise<string> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => handle(req, res, Buffer.concat(chunks)));
    });
    this.servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  // ---- STS ----------------------------------------------------------------------------------------

  private sts(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    const fail = (status: number, code: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ RequestId: crypto.randomUUID(), Code: code, Message: code }));
    };
    if (req.method !== 'POST') return fail(405, 'MethodNotAllowed');
    const params = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
    const required = ['Action', 'RoleArn', 'RoleSessionName', 'DurationSeconds', 'Format', 'Version', 'AccessKeyId', 'SignatureMethod', 'SignatureVersion', 'SignatureNonce', 'Timestamp', 'Signature'];
    if (required.some((name) => !params[name])) return fail(400, 'MissingParameter');
    if (params.Action !== 'AssumeRole' || params.Version !== '2015-04-01' || params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') {
      return fail(400, 'InvalidParameter');
    }
    if (params.AccessKeyId !== this.longTerm.id) return fail(404, 'InvalidAccessKeyId.NotFound');
    const { Signature, ...signed } = params;
    if (Signature !== rpcSignature(signed, this.longTerm.secret)) return fail(400, 'SignatureDoesNotMatch');
    if (this.stsDown) return fail(500, 'InternalError');
    const policy = params.Policy ? (JSON.parse(params.Policy) as Issued['policy']) : { Statement: [{ Effect: 'Allow', Action: ['oss:*'], Resource: ['*'] }] };
    this.stsCalls.push({ params, policy });
    const credentials: Issued = {
      id: `STS.${crypto.randomBytes(12).toString('hex')}`,
      secret: crypto.randomBytes(24).toString('base64'),
      token: crypto.randomBytes(48).toString('base64'),
      expires: Date.now() + Number(params.DurationSeconds) * 1000,
      policy,
    };
    this.issued.set(credentials.id, credentials);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        RequestId: crypto.randomUUID(),
        AssumedRoleUser: { Arn: `${params.RoleArn}/${params.RoleSessionName}`, AssumedRoleId: `1:${params.RoleSessionName}` },
        Credentials: {
          AccessKeyId: credentials.id,
          AccessKeySecret: credentials.secret,
          SecurityToken: credentials.token,
          Expiration: new Date(credentials.expires).toISOString().replace(/\.\d+Z$/, 'Z'),
        },
      }),
    );
  }

  // ---- OSS ----------------------------------------------------------------------------------------

  private oss(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    // A bucket that browsers upload to answers their CORS preflight and lets them read the ETag.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'ETag, x-oss-request-id');
    if (req.method === 'OPTIONS') {
      return void res
        .writeHead(200, {
          'Access-Control-Allow-Methods': 'GET, PUT, POST, DELETE, HEAD',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
        })
        .end();
    }
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const key = decodeURIComponent(url.pathname.slice(1));
    const query = url.searchParams;
    const keyId = /^OSS ([^:]+):/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const reply = (status: number, headers: http.OutgoingHttpHeaders = {}, content: string | Buffer = '') => {
      this.ossCalls.push({ method: req.method ?? '', key, query: url.search, keyId, status });
      res.writeHead(status, { 'x-oss-request-id': crypto.randomUUID(), ...headers }).end(req.method === 'HEAD' ? undefined : content);
    };
    const error = (status: number, code: string) =>
      reply(status, { 'Content-Type': 'application/xml' }, `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);

    const denied = this.authorise(req, key, url);
    if (denied) return error(403, denied);
    if (this.ossDown) return error(503, 'ServiceUnavailable');

    const method = req.method ?? '';
    this.onRequest?.(method, key);
    const etag = etagOf(body);
    if (method === 'POST' && query.has('uploads')) {
      const uploadId = crypto.randomBytes(16).toString('hex');
      this.multiparts.set(uploadId, { key, parts: new Map() });
      return reply(200, { 'Content-Type': 'application/xml' }, `<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><Bucket>${this.bucket}</Bucket><Key>${xml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`);
    }
    if (query.has('uploadId')) {
      const upload = this.multiparts.get(query.get('uploadId')!);
      if (!upload || upload.key !== key) return error(404, 'NoSuchUpload');
      if (method === 'PUT' && query.has('partNumber')) {
        upload.parts.set(Number(query.get('partNumber')), body);
        return reply(200, { ETag: etag });
      }
      if (method === 'POST') {
        const numbers = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
        if (numbers.length === 0 || numbers.some((n) => !upload.parts.has(n))) return error(400, 'InvalidPart');
        this.objects.set(key, Buffer.concat(numbers.map((n) => upload.parts.get(n)!)));
        this.metadata.delete(key);
        this.multiparts.delete(query.get('uploadId')!);
        return reply(200, { 'Content-Type': 'application/xml', ETag: etag }, `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUploadResult><Bucket>${this.bucket}</Bucket><Key>${xml(key)}</Key><ETag>${etag}</ETag></CompleteMultipartUploadResult>`);
      }
      if (method === 'DELETE') {
        this.multiparts.delete(query.get('uploadId')!);
        return reply(204);
      }
      return error(405, 'MethodNotAllowed');
    }
    const copySource = req.headers['x-oss-copy-source'];
    if (method === 'PUT' && typeof copySource === 'string') {
      const source = decodeURIComponent(copySource);
      if (!source.startsWith(`/${this.bucket}/`)) return error(400, 'InvalidArgument');
      const sourceKey = source.slice(this.bucket.length + 2);
      const object = this.objects.get(sourceKey);
      if (!object) return error(404, 'NoSuchKey');
      const condition = req.headers['x-oss-copy-source-if-match'];
      if (condition !== undefined && condition !== etagOf(object)) return error(412, 'PreconditionFailed');
      this.objects.set(key, Buffer.from(object));
      const replace = req.headers['x-oss-metadata-directive'] === 'REPLACE';
      const disposition = req.headers['content-disposition'];
      this.metadata.set(key, replace ? { type: req.headers['content-type'], disposition } : { ...this.metadata.get(sourceKey) });
      const copied = etagOf(object);
      return reply(200, { 'Content-Type': 'application/xml', ETag: copied }, `<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><LastModified>${new Date().toISOString()}</LastModified><ETag>${copied}</ETag></CopyObjectResult>`);
    }
    if (method === 'PUT') {
      this.objects.set(key, body);
      this.metadata.delete(key);
      return reply(200, { ETag: etag });
    }
    const object = this.objects.get(key);
    if (method === 'HEAD' || method === 'GET') {
      if (!object) return error(404, 'NoSuchKey');
      const condition = req.headers['if-match'];
      if (condition !== undefined && condition !== etagOf(object)) return error(412, 'PreconditionFailed');
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      const headers = { 'Content-Type': this.metadata.get(key)?.type ?? 'application/octet-stream', ETag: etagOf(object) };
      if (method === 'GET' && range) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : object.length - 1, object.length - 1);
        if (start >= object.length) return error(416, 'InvalidRange');
        return reply(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${object.length}`, 'Content-Length': end - start + 1 }, object.subarray(start, end + 1));
      }
      return reply(200, { ...headers, 'Content-Length': object.length }, object);
    }
    return error(405, 'MethodNotAllowed');
  }

  /** The error code OSS would answer, or null when the request is signed by a key allowed to do it. */
  private authorise(req: http.IncomingMessage, key: string, url: URL): string | null {
    const match = /^OSS ([^:]+):(.+)$/.exec(req.headers.authorization ?? '');
    if (!match || !req.headers['x-oss-date']) return 'AccessDenied';
    const [, id, signature] = match as unknown as [string, string, string];
    const issued = this.issued.get(id);
    const secret = id === this.longTerm.id ? this.longTerm.secret : issued?.secret;
    if (!secret) return 'InvalidAccessKeyId';
    if (signature !== ossSignature(req, `/${this.bucket}/${key}`, url.searchParams, secret)) return 'SignatureDoesNotMatch';
    if (!issued) return null;
    if (req.headers['x-oss-security-token'] !== issued.token) return 'InvalidSecurityToken';
    if (issued.expires < Date.now()) return 'SecurityTokenExpired';
    const action = ossAction(req.method ?? '', url.searchParams);
    const resource = `acs:oss:*:*:${this.bucket}/${key}`;
    const allows = (action: string, resource: string) =>
      issued.policy.Statement.some(
        (s) => s.Effect === 'Allow' && s.Action.some((a) => wildcard(a, action)) && s.Resource.some((r) => wildcard(r, resource)),
      );
    // A copy writes its target and reads its source.
    const source = req.headers['x-oss-copy-source'];
    const readsSource = typeof source !== 'string' || allows('oss:GetObject', `acs:oss:*:*:${decodeURIComponent(source).slice(1)}`);
    return allows(action, resource) && readsSource ? null : 'AccessDenied';
  }
}

/** An object's ETag: the MD5 of its bytes, as OSS gives it for an object written in one PUT. */
const etagOf = (bytes: Buffer) => `"${crypto.createHash('md5').update(bytes).digest('hex').toUpperCase()}"`;

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** `pattern` with * as any run of characters. */
function wildcard(pattern: string, value: string): boolean {
  const escaped = pattern.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`).test(value);
}

/** The RAM action a request needs. */
function ossAction(method: string, query: URLSearchParams): string {
  if (method === 'DELETE') return query.has('uploadId') ? 'oss:AbortMultipartUpload' : 'oss:DeleteObject';
  if (method === 'GET' && query.has('uploadId')) return 'oss:ListParts';
  if (method === 'GET' || method === 'HEAD') return 'oss:GetObject';
  // PutObject, and the initiate/part/complete steps of a multipart upload.
  return 'oss:PutObject';
}

/** Alibaba Cloud's RPC percent-encoding. */
const rpcEscape = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function rpcSignature(params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${rpcEscape(k)}=${rpcEscape(params[k]!)}`)
    .join('&');
  return crypto.createHmac('sha1', `${secret}&`).update(`POST&${rpcEscape('/')}&${rpcEscape(canonical)}`).digest('base64');
}

/** OSS signature version 1: verb, Content-MD5, Content-Type, date, the x-oss-* headers, the resource. */
function ossSignature(req: http.IncomingMessage, resource: string, query: URLSearchParams, secret: string): string {
  const header = (name: string) => String(req.headers[name] ?? '');
  const ossHeaders = Object.keys(req.headers)
    .filter((name) => name.startsWith('x-oss-'))
    .sort()
    .map((name) => `${name}:${header(name).trim()}`);
  const subresources = [...query.keys()].sort().map((k) => (query.get(k) ? `${k}=${query.get(k)}` : k));
  const canonicalResource = subresources.length ? `${resource}?${subresources.join('&')}` : resource;
  const canonical = [req.method ?? '', header('content-md5'), header('content-type'), header('x-oss-date'), ...ossHeaders, canonicalResource].join('\n');
  return crypto.createHmac('sha1', secret).update(Buffer.from(canonical, 'utf8')).digest('base64');
}
