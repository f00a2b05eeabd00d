// A generated source file that is committed (src/thin/table.ts, src/schemas/answer-fits.ts): its script writes it
// with --write, and otherwise checks that the committed file is what it would write now (npm run build runs the
// checks, so that a change to what it is made from fails the build until it is regenerated).
import {readFileSync, writeFileSync} from 'node:fs'
import {relative} from 'node:path'

/**
 * Writes `want` to `file` when argv has --write; else exits 1 when the committed file differs, naming its first
 * different line, `what` the file must agree with, and the command that rewrites it (`script`).
 */
export function writeOrCheck(file, want, {root, script, what}) {
  if (process.argv.includes('--write')) {
    writeFileSync(file, want)
    return
  }
  let have = ''
  try {
    have = readFileSync(file, 'utf8')
  } catch {
    // (missing: it differs)
  }
  if (have === want) return
  const a = have.split('\n')
  const b = want.split('\n')
  const at = b.findIndex((line, i) => line !== a[i])
  console.error(
    `${relative(root, file)} disagrees with ${what} (first difference at line ${at + 1}: ${JSON.stringify(a[at] ?? '')} should be ${JSON.stringify(b[at] ?? '')}); run node ${script} --write and commit it`,
  )
  process.exit(1)
}
