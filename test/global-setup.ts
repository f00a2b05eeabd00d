/**
 * One temporary folder for the whole run: every test's temp files, and those of the processes it starts, go under it
 * (TMPDIR is read by os.tmpdir(), which the workers and every spawned payctl inherit), and it is removed when the run
 * ends, however each test ended. Without it a run left thousands of folders in the machine's /tmp.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'payctl-run-'))
  process.env.TMPDIR = root
  return () => {
    // A process a test started may still be writing as the run ends; a second pass takes what it added.
    for (let i = 0; i < 2; i++) rmSync(root, {recursive: true, force: true, maxRetries: 3})
  }
}
