/// <reference path="./oidc-provider.d.ts" />
// A real OpenID provider for tests (the `oidc-provider` package, its development login form), served over https with a
// certificate from a certificate authority made for the test (the `openssl` CLI), which the gateway under test trusts
// through NODE_EXTRA_CA_CERTS. Plus a browser by hand: HTTP requests that keep cookies and follow redirects one by one.
import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Provider from 'oidc-provider';

export interface TestCa {
  dir: string;
  /** The CA's certificate file (give it to NODE_EXTRA_CA_CERTS). */
  caFile: string;
  ca: string;
  /** The provider's certificate (localhost and 127.0.0.1) and key. */
  cert: string;
  key: string;
  /** base64 SHA-256 of the server certificate's public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
  remove(): void;
}

/** A private certificate authority and a server certificate it signed for localhost and 127.0.0.1. */
export function makeTestCa(): TestCa {
  const dir = mkdtempSync(path.join(tmpdir(), 'lc-test-ca-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Learning Centre test CA', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
  openssl('req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost');
  writeFileSync(file('server.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n');
  openssl('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-extfile', 'server.ext');
  const cert = readFileSync(file('server.pem'), 'utf8');
  const spkiDer = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    dir,
    caFile: file('ca.pem'),
    ca: readFileSync(file('ca.pem'), 'utf8'),
    cert,
    key: readFileSync(file('server.key'), 'utf8'),
    spki: createHash('sha256').update(spkiDer).digest('base64'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** What the provider says about an account (its login name is its subject). */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface RunningProvider {
  issuer: string;
  close(): Promise<void>;
}

function listenHttps(ca: TestCa, handler: http.RequestListener, port = 0): Promise<https.Server> {
  const server = https.createServer({ cert: ca.cert, key: ca.key }, handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Starts an OpenID provider at https://localhost:<port> with these clients (`port`: one chosen beforehand, so that a
 * gateway can be told the issuer before the provider knows the gateway's address). An account's login is any name: its
 * claims come from `accounts` (by name), else `<name>@example.com`, verified. Consent is given at once (a first-party
 * client).
 */
export async function startOidcProvider(ca: TestCa, clients: TestClient[], accounts: Map<string, TestAccount> = new Map(), port = 0): Promise<RunningProvider> {
  let app: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = await listenHttps(ca, (req, res) => app(req, res), port);
  const issuer = `https://localhost:${(server.address() as AddressInfo).port}`;
  const signingKey = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({ ...c, grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post' })),
    jwks: { keys: [signingKey] },
    cookies: { keys: ['oidc-test-cookie-key-long-enough-1234567890'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google and LinkedIn put the e-mail in the ID token.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id) ?? {};
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: account.email ?? `${id}@example.com`, email_verified: account.email_verified ?? true, name: account.name ?? `Learner ${id}` };
        },
      };
    },
    async loadExistingGrant(ctx: ProviderContext) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  app = provider.callback();
  return { issuer, close: () => closeServer(server) };
}

/**
 * An https server that claims to be an issuer of its own but sends its visitors to `real`'s endpoints: the ID tokens
 * a sign-in through it gets are issued by `real`, which a client configured for this issuer must refuse.
 */
export async function startImpostorIssuer(ca: TestCa, real: RunningProvider): Promise<RunningProvider> {
  const metadata = JSON.parse((await request(`${real.issuer}/.well-known/openid-configuration`, { ca: ca.ca })).body) as Record<string, unknown>;
  let issuer = '';
  const server = await listenHttps(ca, (req, res) => {
    if (req.url !== '/.well-known/openid-configuration') return void res.writeHead(404).end();
    const { authorization_response_iss_parameter_supported: _said, ...rest } = metadata;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...rest, issuer }));
  });
  issuer = `https://localhost:${(server.address() as AddressInfo).port}`;
  return { issuer, close: () => closeServer(server) };
}

// ---- A browser by hand -------------------------------------------------------------------------------------------

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  url: string;
}

/** One HTTP(S) request, no redirect followed; `ca` is the only certificate authority an https request trusts. */
export function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {}): Promise<Answer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(target, { method: options.method ?? 'GET', headers: options.headers, ...(target.protocol === 'https:' ? { ca: options.ca } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), url }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
}

/** Cookies by host and path, as a browser keeps them (enough for these tests: no domains, no expiry dates). */
export class CookieJar {
  private cookies: StoredCookie[] = [];

  store(url: string, setCookie: string[] | undefined): void {
    const { host } = new URL(url);
    for (const line of setCookie ?? []) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const cookiePath = attr('path') ?? '/';
      const maxAge = attr('max-age');
      const expires = attr('expires');
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.host === host && c.path === cookiePath));
      const gone = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) < Date.now()) || value === '';
      if (!gone) this.cookies.push({ name, value, host, path: cookiePath });
    }
  }

  header(url: string): string | undefined {
    const { host, pathname } = new URL(url);
    const matching = this.cookies.filter((c) => c.host === host && (pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)));
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }

  get(host: string, name: string): string | undefined {
    return this.cookies.find((c) => c.host === host && c.name === name)?.value;
  }

  set(url: string, name: string, value: string, cookiePath = '/'): void {
    this.store(url, [`${name}=${value}; Path=${cookiePath}`]);
  }
}

export class Browser {
  readonly jar = new CookieJar();
  constructor(private readonly ca: string) {}

  /** A GraphQL request to `base` with this browser's cookies. */
  async graphql<T>(base: string, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
    const answer = await this.get(`${base}/graphql`, { json: { query, variables } });
    return JSON.parse(answer.body) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  async get(url: string, init: { method?: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.jar.header(url);
    if (cookie) headers.cookie = cookie;
    const body = init.form ? new URLSearchParams(init.form).toString() : init.json !== undefined ? JSON.stringify(init.json) : undefined;
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const answer = await request(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, ca: this.ca });
    const setCookie = answer.headers['set-cookie'];
    this.jar.store(url, Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : undefined);
    return answer;
  }

  /**
   * Follows redirects from `url`, signing in as `login` on the provider's login form when it is shown, until a
   * redirect leads to `stopAt`'s origin (the gateway): returns that URL, not followed.
   */
  async authorize(url: string, stopAt: string, login: string, onLoginPage?: (uid: string) => string | undefined): Promise<string> {
    const gateway = new URL(stopAt).origin;
    let next = url;
    for (let hops = 0; hops < 20; hops++) {
      const answer = await this.get(next);
      if (answer.status >= 300 && answer.status < 400) {
        const location = new URL(answer.headers.location!, next).href;
        if (new URL(location).origin === gateway) return location;
        next = location;
        continue;
      }
      const form = /<form[^>]*action="([^"]+)"[^>]*>[\s\S]*?name="prompt" value="(login|consent)"/.exec(answer.body);
      if (answer.status === 200 && form) {
        const action = new URL(form[1]!.replace(/&amp;/g, '&'), next).href;
        const uid = /\/interaction\/([^/?#]+)/.exec(action)?.[1] ?? '';
        const instead = onLoginPage?.(uid);
        if (instead) {
          next = new URL(instead, next).href;
          continue;
        }
        const filled = await this.get(action, { form: form[2] === 'login' ? { prompt: 'login', login, password: 'any password' } : { prompt: 'consent' } });
        if (filled.status < 300 || filled.status >= 400) throw new Error(`the provider's form answered ${filled.status}: ${filled.body.slice(0, 500)}`);
        next = new URL(filled.headers.location!, action).href;
        if (new URL(next).origin === gateway) return next;
        continue;
      }
      throw new Error(`unexpected answer ${answer.status} from ${next}: ${answer.body.slice(0, 500)}`);
    }
    throw new Error('too many redirects');
  }
}

/** The slice of oidc-provider's request context that loadExistingGrant reads. */
interface ProviderContext {
  oidc: {
    result?: { consent?: { grantId?: string } };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    client: { clientId: string };
    provider: { Grant: ProviderGrantClass };
  };
}

interface ProviderGrant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}

interface ProviderGrantClass {
  new (init: { clientId: string; accountId: string }): ProviderGrant;
  find(id: string): Promise<ProviderGrant | undefined>;
}
