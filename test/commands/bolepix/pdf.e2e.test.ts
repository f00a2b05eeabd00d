/**
 * bolepix pdf against hostile answers (issue 23): a download never goes down from https:// to http:// on a redirect
 * (docs/http.md#credentials-and-redirects), and --open hands the OS opener only the file payctl downloaded and
 * checked, never a URL from the API (docs/bolepix.md). The opener is a fake xdg-open on PATH that records its argument.
 */
import {chmodSync, existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {runCli, tempDir} from '../../helpers/cli.js'
import {sendJson} from '../../helpers/recording-server.js'
import {makeCerts, startTlsServer} from '../../helpers/tls.js'
import {apiEnv, onCleanup, recorder} from './helpers.js'

const PDF = '%PDF-1.4\n% a test PDF\n'

describe('bolepix pdf downloads', () => {
  it('a redirect from https:// down to http:// is refused: nothing is fetched over http, nothing written', async () => {
    const plain = await recorder((_req, res) => {
      res.writeHead(200, {'content-type': 'application/pdf'})
      res.end(PDF)
    })
    const certs = makeCerts('cdn.payctl-test.invalid')
    const cdn = await startTlsServer(certs.leaf, (_req, res) => res.writeHead(302, {location: `${plain.url}/x.pdf`}).end())
    onCleanup(() => cdn.close())
    const api = await recorder((_req, res) => sendJson(res, 200, {url: `${cdn.url}/x.pdf`}))
    const dir = tempDir()
    const r = await runCli(['bolepix', 'pdf', 'INV-1', '--output', join(dir, 'x.pdf')], {env: apiEnv(api.url, {NODE_EXTRA_CA_CERTS: certs.caFile})})
    expect(r.code, r.stderr).toBe(1)
    expect(r.stderr).toContain(`refusing to follow a redirect from ${cdn.url} down to plain http (${plain.url})`)
    expect(cdn.requests).toHaveLength(1)
    expect(plain.requests).toEqual([])
    expect(readdirSync(dir)).toEqual([])
  })
})
