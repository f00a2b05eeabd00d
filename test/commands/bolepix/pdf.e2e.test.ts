/**
 * bolepix pdf against hostile answers: a download never goes down from https:// to http:// on a redirect
 * (docs/http.md#credentials-and-redirects), and --open hands the OS opener only the file payctl downloaded and
 * checked, never a URL from the API (docs/bolepix.md). The opener is a fake xdg-open on PATH that records its argument.
 */
import {chmodSync, existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {runCli, tempDir} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
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
    // Spawned: NODE_EXTRA_CA_CERTS is read by the process that starts.
    const r = await runCli(['bolepix', 'pdf', 'INV-1', '--output', join(dir, 'x.pdf')], {
      env: apiEnv(api.url, {NODE_EXTRA_CA_CERTS: certs.caFile}),
    })
    expect(r.code, r.stderr).toBe(1)
    expect(r.stderr).toContain(`refusing to follow a redirect from ${cdn.url} down to plain http (${plain.url})`)
    expect(cdn.requests).toHaveLength(1)
    expect(plain.requests).toEqual([])
    expect(readdirSync(dir)).toEqual([])
  })
})

describe('bolepix pdf --open', () => {
  /** A fake xdg-open on PATH that records each argument it gets, and where that record is. */
  function fakeOpener(): {path: string; opened: () => string[]} {
    const bin = tempDir()
    const marker = join(bin, 'opened.txt')
    writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s\\n' "$1" >> '${marker}'\n`)
    chmodSync(join(bin, 'xdg-open'), 0o755)
    return {path: bin, opened: () => (existsSync(marker) ? readFileSync(marker, 'utf8').split('\n').filter(Boolean) : [])}
  }

  it.each(['file:///etc/passwd', 'smb://attacker.invalid/share/x.pdf', 'javascript:alert(1)', 'ftp://attacker.invalid/x.pdf'])(
    'a URL %s from the API is never handed to the opener (exit 1)',
    async (url) => {
      if (process.platform !== 'linux') return
      const api = await recorder((_req, res) => sendJson(res, 200, {url}))
      const opener = fakeOpener()
      const r = await runInProcess(['bolepix', 'pdf', 'INV-3', '--open'], {env: apiEnv(api.url, {PATH: `${opener.path}:/usr/bin:/bin`})})
      expect(r.code, r.stderr).toBe(1)
      expect(r.stderr).toMatch(/refusing to download \w+: URL/)
      // "Never opened" has no event: an opener started by mistake writes its mark a moment later, so it is given one.
      await new Promise((res) => setTimeout(res, 200))
      expect(opener.opened()).toEqual([])
    },
  )

  it('a page that is not a PDF is not opened either; a PDF is, as a file', async () => {
    if (process.platform !== 'linux') return
    let body = '<html><script>alert(1)</script></html>'
    const cdn = await recorder((_req, res) => {
      res.writeHead(200, {'content-type': body.startsWith('%PDF-') ? 'application/pdf' : 'text/html'})
      res.end(body)
    })
    const api = await recorder((_req, res) => sendJson(res, 200, {url: `${cdn.url}/a&b;c.pdf`}))
    const opener = fakeOpener()
    const html = await runInProcess(['bolepix', 'pdf', 'INV-4', '--open'], {env: apiEnv(api.url, {PATH: opener.path})})
    expect(html.code, html.stderr).toBe(1)
    expect(html.stderr).toContain('is not a PDF')
    body = PDF
    const pdf = await runInProcess(['bolepix', 'pdf', 'INV-4', '--open'], {env: apiEnv(api.url, {PATH: opener.path})})
    expect(pdf.code, pdf.stderr).toBe(0)
    for (let i = 0; i < 100 && opener.opened().length === 0; i++) await new Promise((res) => setTimeout(res, 50))
    const opened = opener.opened()
    expect(opened).toHaveLength(1)
    // Named after the invoice (the URL's name is not a plain file name), in a folder of payctl's own.
    expect(opened[0]).toMatch(/\/payctl-pdf-\w+\/INV-4\.pdf$/)
    expect(readFileSync(opened[0]!, 'utf8')).toBe(PDF)
  })
})
