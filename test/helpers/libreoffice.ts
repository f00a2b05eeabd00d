/**
 * Opening a file the way LibreOffice Calc does, headless (`soffice --convert-to`), and reading back what a person
 * would see in its cells: the file is converted to a UTF-8, comma-separated CSV of the cells as Calc shows them.
 * .ci/run installs Debian's libreoffice-calc-nogui; without it the tests that use this say so and skip.
 */
import {execFileSync, spawnSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {basename, extname, join} from 'node:path'
import {parseCsv} from '../../src/services/import/csv.js'
import {tempDir} from './cli.js'

/** Why LibreOffice cannot be used here, or undefined when `soffice` runs. */
export function libreOfficeMissing(): string | undefined {
  const r = spawnSync('soffice', ['--version'], {encoding: 'utf8', timeout: 60_000})
  return r.status === 0 ? undefined : 'LibreOffice (soffice) is not installed: .ci/run installs libreoffice-calc-nogui'
}

/**
 * The cells of `file` as Calc shows them, one array per row. A CSV is opened as Calc's import would with its
 * defaults for the file's separator and the pt-BR language (1046): nothing set to text.
 */
export function openInCalc(file: string, csv?: {separator: string}): string[][] {
  const out = tempDir('payctl-calc-')
  const args = [`-env:UserInstallation=file://${join(out, 'profile')}`, '--headless']
  // Filter options: separator, '"' (34), UTF-8 (76), from line 1, default column types, language pt-BR.
  if (csv) args.push(`--infilter=Text - txt - csv (StarCalc):${csv.separator.charCodeAt(0)},34,76,1,,1046`)
  args.push('--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1', '--outdir', out, file)
  execFileSync('soffice', args, {stdio: 'ignore', timeout: 120_000})
  const text = readFileSync(join(out, `${basename(file, extname(file))}.csv`), 'utf8')
  return parseCsv(text, ',').map((r) => r.fields)
}
