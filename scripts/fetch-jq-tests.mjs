#!/usr/bin/env node
/**
 * jq's own test suite for test/render/jq.test.ts (docs/scripting.md#how---jq-is-tested): downloads jq 1.8.2's
 * upstream tarball from Debian's archive into a cache folder outside the repository
 * (${XDG_CACHE_HOME:-$HOME/.cache}/payctl-ci/), checks its SHA-256 against the value pinned here, extracts
 * tests/jq.test next to it, and prints that file's path (for PAYCTL_JQ_TEST_FILE). jq's test file is never committed:
 * it is jq's, fetched at test time. A cached tarball whose checksum matches is not downloaded again.
 *
 *   export PAYCTL_JQ_TEST_FILE="$(node scripts/fetch-jq-tests.mjs)"
 *
 * Exit 0 with the path on stdout; 1 with one line on stderr when the download fails or the checksum differs.
 */
import {createHash} from 'node:crypto'
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import {homedir} from 'node:os'
import {join} from 'node:path'
import {gunzipSync} from 'node:zlib'

const VERSION = '1.8.2'
const URL = `http://deb.debian.org/debian/pool/main/j/jq/jq_${VERSION}.orig.tar.gz`
// The SHA-256 of jq-1.8.2.tar.gz as Debian's archive serves it (the upstream release tarball, unchanged).
const SHA256 = '71b8d6e8f5fe81f6c6d0d110e3892251f6ce76ed095abd315e26e6e1193af3af'
const MEMBER = `jq-${VERSION}/tests/jq.test`

const cacheDir = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'payctl-ci')
const tarball = join(cacheDir, `jq_${VERSION}.orig.tar.gz`)
const testFile = join(cacheDir, `jq-${VERSION}`, 'jq.test')

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

function fail(message) {
  process.stderr.write(`fetch-jq-tests: ${message}\n`)
  process.exit(1)
}

/** The tarball's bytes: from the cache when its checksum matches, else downloaded (over plain HTTP: the pin checks it). */
async function tarballBytes() {
  if (existsSync(tarball)) {
    const cached = readFileSync(tarball)
    if (sha256(cached) === SHA256) return cached
  }
  let response
  try {
    response = await fetch(URL, {signal: AbortSignal.timeout(60_000)})
  } catch (err) {
    fail(`cannot download ${URL}: ${err.cause?.message ?? err.message}`)
  }
  if (!response.ok) fail(`cannot download ${URL}: HTTP ${response.status}`)
  const bytes = Buffer.from(await response.arrayBuffer())
  const got = sha256(bytes)
  if (got !== SHA256) fail(`${URL} has SHA-256 ${got}, not the pinned ${SHA256}: not used`)
  mkdirSync(cacheDir, {recursive: true})
  writeFileSync(`${tarball}.part`, bytes)
  renameSync(`${tarball}.part`, tarball)
  return bytes
}

/** One member of a tar archive (ustar, with pax or GNU long names), or undefined. */
function tarMember(tar, wanted) {
  let offset = 0
  let longName
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512)
    if (header.every((b) => b === 0)) return undefined
    const field = (start, length) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '')
    const size = Number.parseInt(field(124, 12).trim() || '0', 8)
    const type = field(156, 1)
    const prefix = field(345, 155)
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100))
    const body = tar.subarray(offset + 512, offset + 512 + size)
    offset += 512 + Math.ceil(size / 512) * 512
    longName = undefined
    if (type === 'x') {
      // A pax header: its "path" record names the next member.
      const path = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))
      longName = path ? path[1] : undefined
    } else if (type === 'L') {
      longName = body.toString('utf8').replace(/\0.*$/s, '')
    } else if (name === wanted && (type === '0' || type === '')) {
      return body
    }
  }
  return undefined
}

const member = tarMember(gunzipSync(await tarballBytes()), MEMBER)
if (!member) fail(`${MEMBER} is not in ${tarball}`)
mkdirSync(join(cacheDir, `jq-${VERSION}`), {recursive: true})
writeFileSync(testFile, member)
process.stdout.write(`${testFile}\n`)
