/**
 * Certificates made for one test run with openssl (nothing committed: no key lives in the repository), and an
 * https server on 127.0.0.1:0 that serves one. `makeCerts` gives a test CA and leaves signed by it (for a name, for
 * another name, expired) and a self-signed leaf; a test trusts the CA with NODE_EXTRA_CA_CERTS, or does not.
 */
import {execFileSync} from 'node:child_process'
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {createServer, type Server} from 'node:https'
import type {IncomingMessage, ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

export interface KeyCert {
  key: string
  cert: string
}

export interface TestCerts {
  dir: string
  /** The CA's certificate file (for NODE_EXTRA_CA_CERTS). */
  caFile: string
  /** Signed by the CA for `name` and 127.0.0.1. */
  leaf: KeyCert
  /** Signed by the CA for another name only (`other.payctl-test.invalid`). */
  otherName: KeyCert
  /** Signed by the CA for `name` and 127.0.0.1, expired. */
  expired: KeyCert
  /** Self-signed, for `name` and 127.0.0.1. */
  selfSigned: KeyCert
}

const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']

function openssl(dir: string, args: string[]): void {
  execFileSync('openssl', args, {cwd: dir, stdio: 'pipe'})
}

function signed(dir: string, file: string, san: string, days: number): KeyCert {
  openssl(dir, ['req', '-new', ...EC, '-keyout', `${file}.key`, '-out', `${file}.csr`, '-subj', `/CN=${file}`])
  writeFileSync(join(dir, `${file}.ext`), `subjectAltName=${san}\n`)
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    `${file}.csr`,
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    String(days),
    '-extfile',
    `${file}.ext`,
    '-out',
    `${file}.pem`,
  ])
  return {key: readFileSync(join(dir, `${file}.key`), 'utf8'), cert: readFileSync(join(dir, `${file}.pem`), 'utf8')}
}

/** A CA and its leaves for `name` (each run its own keys, in a temp folder). */
export function makeCerts(name: string): TestCerts {
  const dir = mkdtempSync(join(tmpdir(), 'payctl-tls-'))
  openssl(dir, ['req', '-x509', ...EC, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=payctl test CA'])
  const san = `DNS:${name},IP:127.0.0.1`
  openssl(dir, [
    'req',
    '-x509',
    ...EC,
    '-keyout',
    'self.key',
    '-out',
    'self.pem',
    '-days',
    '2',
    '-subj',
    `/CN=${name}`,
    '-addext',
    `subjectAltName=${san}`,
  ])
  return {
    dir,
    caFile: join(dir, 'ca.pem'),
    leaf: signed(dir, 'leaf', san, 2),
    otherName: signed(dir, 'other', 'DNS:other.payctl-test.invalid', 2),
    // A negative number of days: notAfter before notBefore, so the certificate has expired when it is shown.
    expired: signed(dir, 'expired', san, -1),
    selfSigned: {key: readFileSync(join(dir, 'self.key'), 'utf8'), cert: readFileSync(join(dir, 'self.pem'), 'utf8')},
  }
}

export interface TlsServer {
  url: string
  port: number
  /** Requests that got through the handshake. */
  requests: {method: string; path: string; headers: IncomingMessage['headers']}[]
  /** Handshakes begun (TCP connections). */
  connections: number
  close(): Promise<void>
}

/** An https server on 127.0.0.1:0 with `kc`, answering every request with `handler` (default 200 `{}`). */
export async function startTlsServer(
  kc: KeyCert,
  handler?: (req: IncomingMessage, res: ServerResponse) => void,
  lifetimeMs = 60_000,
): Promise<TlsServer> {
  const requests: TlsServer['requests'] = []
  const server: Server = createServer({key: kc.key, cert: kc.cert}, (req, res) => {
    requests.push({method: req.method ?? '', path: req.url ?? '', headers: req.headers})
    req.resume()
    req.on('end', () => {
      if (handler) return handler(req, res)
      res.writeHead(200, {'content-type': 'application/json'}).end('{}')
    })
  })
  const state = {connections: 0}
  server.on('connection', () => state.connections++)
  server.on('tlsClientError', () => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const close = () =>
    new Promise<void>((resolve) => {
      clearTimeout(timer)
      server.closeAllConnections()
      server.close(() => resolve())
    })
  const timer = setTimeout(() => void close(), lifetimeMs)
  timer.unref()
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    requests,
    get connections() {
      return state.connections
    },
    close,
  }
}
