/**
 * A mistyped command: one clear line naming the nearest command, exit 2 (usage). Written here instead of using
 * @oclif/plugin-not-found, which prints no suggestion without a terminal and exits 127.
 */
import type {Hook} from '@oclif/core'
import {nearest} from '../util/nearest.js'
import {maskPan} from '../util/redact.js'

/** The known id nearest to `id`, when it is near enough to be a typo. */
export function nearestCommand(id: string, ids: readonly string[]): string | undefined {
  // Compared with as many words as were typed, so `bolepx lst --json` still finds `bolepix:list`.
  return nearest(id, ids)
}

const hook: Hook.CommandNotFound = async function (opts) {
  const ids = [...opts.config.commands.filter((c) => !c.hidden).map((c) => c.id), ...opts.config.topics.map((t) => t.name)]
  // What was typed may hold a card number (`payctl card 5155…`): long digit runs are masked, Luhn or not.
  const typed = opts.id.replace(/:/g, ' ').replace(/\d(?:[ -]?\d){11,}/g, (run) => maskPan(run))
  const near = nearestCommand(opts.id, ids)
  const red = (s: string) => (process.stderr.isTTY && !process.env.NO_COLOR ? `\u001b[31m${s}\u001b[39m` : s)
  const hint = near ? ` Did you mean "${opts.config.bin} ${near.replace(/:/g, ' ')}"?` : ''
  process.stderr.write(`${red('error:')} "${typed}" is not a ${opts.config.bin} command.${hint} See: ${opts.config.bin} --help\n`)
  process.exit(2)
}

export default hook
