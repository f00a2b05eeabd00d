/**
 * Golden captures: a screen as a person sees it, kept in a file next to the tests (`__golden__/*.txt`) and compared
 * after what differs between runs (times, dates, ports) is replaced with stable text of the same width.
 * PAYCTL_UPDATE_GOLDEN=1 rewrites them; a missing one fails, saying how to make it.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {dirname} from 'node:path'
import {expect} from 'vitest'

/** The screen with volatile text replaced, trailing spaces and blank lines dropped. */
export function stableScreen(screen: string, replacements: readonly [RegExp | string, string][]): string {
  let text = screen
  for (const [from, to] of replacements) text = typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to)
  return `${text
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim()}\n`
}

/** Compares `text` with the golden file (or writes it with PAYCTL_UPDATE_GOLDEN=1). */
export function expectGolden(file: string, text: string): void {
  if (process.env.PAYCTL_UPDATE_GOLDEN === '1') {
    mkdirSync(dirname(file), {recursive: true})
    writeFileSync(file, text)
    return
  }
  if (!existsSync(file)) throw new Error(`no golden file ${file}: run the test with PAYCTL_UPDATE_GOLDEN=1 to write it, then read it`)
  expect(text).toBe(readFileSync(file, 'utf8'))
}
