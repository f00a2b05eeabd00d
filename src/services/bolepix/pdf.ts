/**
 * `bolepix pdf`: the PDF's URL from the API, and on request the file itself, downloaded with no credentials when it
 * lives on another host (the CDN), checked to be a PDF, written atomically (temp file in the same folder + rename,
 * so a reader never sees half a file and a failure leaves nothing behind), and opened with the OS opener.
 */
import {spawn} from 'node:child_process'
import {randomBytes} from 'node:crypto'
import {constants as fsConstants} from 'node:fs'
import {access, link, mkdtemp, open, rename, stat, unlink} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {basename, delimiter, dirname, isAbsolute, join, resolve} from 'node:path'
import type {Transport} from '../../api/transport.js'
import {ApiError, PayctlError, UsageError} from '../../errors.js'

export interface SavedPdf {
  path: string
  bytes: number
}

/** Resolves the API's URL (absolute, or relative to the base URL). */
export function pdfHref(url: string, baseUrl: string): string {
  try {
    return new URL(url, `${baseUrl}/`).href
  } catch {
    throw new ApiError(200, `the API answered a PDF URL that is not a URL: ${JSON.stringify(url)}`)
  }
}

/** The refusal to replace a file that exists (exit 2). */
const exists = (path: string) => new UsageError(`--output ${path}: the file exists; pass --force to overwrite it (nothing was written)`)

/**
 * Checks --output before anything is sent: not stdout, its folder exists, and (without `force`) the file does not.
 * A folder is checked once the PDF's name is known (targetPath).
 */
export async function checkOutput(output: string, force: boolean): Promise<void> {
  if (output === '-') throw new UsageError('--output needs a file name (the PDF is not written to stdout)')
  const path = resolve(output)
  const kind = await stat(path).then(
    (s) => (s.isDirectory() ? 'folder' : 'file'),
    () => undefined,
  )
  if (kind === 'folder') return
  const parentOk = await stat(dirname(path)).then(
    (s) => s.isDirectory(),
    () => false,
  )
  if (!parentOk) throw new UsageError(`cannot write ${output}: the folder ${dirname(path)} does not exist`)
  if (kind === 'file' && !force) throw exists(output)
}

/** Where the file goes: the given path, or `<folder>/<name from the URL>` when the path is an existing folder. */
export async function targetPath(output: string, href: string, invoiceId: string, force = true): Promise<string> {
  await checkOutput(output, force)
  const path = resolve(output)
  const isDir = await stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  )
  if (!isDir) return path
  const fromUrl = basename(new URL(href).pathname)
  const name = /^[\w.-]+\.pdf$/i.test(fromUrl) ? fromUrl : `${invoiceId.replace(/[^\w.-]+/g, '_') || 'bolepix'}.pdf`
  const file = join(path, name)
  if (
    !force &&
    (await stat(file).then(
      () => true,
      () => false,
    ))
  )
    throw exists(file)
  return file
}

/**
 * Writes bytes to `path` atomically: a temp file beside it, flushed to disk, then renamed over it; without
 * `overwrite`, linked into place instead, which fails if a file appeared there meanwhile (never replaced).
 */
export async function writeFileAtomic(path: string, data: Buffer, overwrite = true): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  let handle
  try {
    handle = await open(tmp, 'wx', 0o644)
  } catch (err) {
    throw new PayctlError(`cannot write ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`)
  }
  try {
    await handle.writeFile(data)
    await handle.sync()
    await handle.close()
    handle = undefined
    if (overwrite) await rename(tmp, path)
    else {
      await link(tmp, path)
      await unlink(tmp)
    }
  } catch (err) {
    await handle?.close().catch(() => undefined)
    await unlink(tmp).catch(() => undefined)
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw exists(path)
    throw new PayctlError(`cannot write ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`)
  }
}

/** Downloads the PDF (credentials only to the API's own origin) and checks its `%PDF-` signature; the bytes. */
export async function downloadPdf(t: Transport, href: string): Promise<Buffer> {
  const res = await t.download(href)
  if (res.body.subarray(0, 5).toString('latin1') !== '%PDF-') {
    const start = JSON.stringify(res.body.subarray(0, 16).toString('latin1'))
    throw new ApiError(
      res.status,
      `the download from ${res.url} is not a PDF (${res.contentType || 'no content type'}, starts with ${start}); nothing written`,
    )
  }
  return res.body
}

/** Downloads the PDF as downloadPdf does and writes it atomically. */
export async function savePdf(t: Transport, href: string, output: string, invoiceId: string, force = false): Promise<SavedPdf> {
  const path = await targetPath(output, href, invoiceId, force)
  const body = await downloadPdf(t, href)
  await writeFileAtomic(path, body, force)
  return {path, bytes: body.length}
}

/**
 * For `--open` without `--output`: the PDF downloaded and checked as savePdf does, into a new private folder under the
 * system's temp folder (left there: the viewer reads it after payctl has ended). Only this file is ever opened, never
 * a URL from the API (docs/bolepix.md).
 */
export async function savePdfForViewing(t: Transport, href: string, invoiceId: string): Promise<SavedPdf> {
  const dir = await mkdtemp(join(tmpdir(), 'payctl-pdf-'))
  return savePdf(t, href, dir, invoiceId)
}

// What `cmd /c start` would read as its own syntax in a path (Windows): such a path is not handed to it.
const CMD_SPECIAL = /[&|<>^%!"()]/

export interface Opener {
  command: string
  args: string[]
}

/** The OS opener for a file: xdg-open (Linux and others), open (macOS), start (Windows). */
export function openerFor(target: string, platform: NodeJS.Platform = process.platform): Opener {
  if (platform === 'darwin') return {command: 'open', args: [target]}
  if (platform === 'win32') return {command: 'cmd', args: ['/c', 'start', '""', target]}
  return {command: 'xdg-open', args: [target]}
}

/** Whether a command is on the PATH. */
export async function onPath(command: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue
    try {
      await access(join(dir, command), fsConstants.X_OK)
      return true
    } catch {
      // not here
    }
  }
  return false
}

/**
 * Opens a local file (an absolute path payctl wrote) in the background; says why it could not, instead of failing the
 * command. Never a URL: what the API answers is downloaded and checked first (savePdf), and only that file is opened.
 * `env`: the command's environment (its PATH finds the opener).
 */
export async function openWithOs(
  target: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{opened: true; command: string} | {opened: false; reason: string}> {
  if (
    !isAbsolute(target) ||
    /^[a-z][a-z0-9+.-]+:/i.test(target) ||
    (await stat(target).then(
      (s) => !s.isFile(),
      () => true,
    ))
  ) {
    return {opened: false, reason: 'only a PDF file payctl downloaded is opened'}
  }
  if (process.platform === 'win32' && CMD_SPECIAL.test(target))
    return {opened: false, reason: 'its path holds characters cmd would read as commands'}
  const opener = openerFor(target)
  if (process.platform !== 'win32' && !(await onPath(opener.command, env))) {
    return {opened: false, reason: `no ${opener.command} on this machine`}
  }
  return new Promise((resolvePromise) => {
    const child = spawn(opener.command, opener.args, {detached: true, stdio: 'ignore', windowsHide: true, env})
    child.once('error', (err) => resolvePromise({opened: false, reason: `${opener.command} failed: ${err.message}`}))
    child.once('spawn', () => {
      child.unref()
      resolvePromise({opened: true, command: opener.command})
    })
  })
}
