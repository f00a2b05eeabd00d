/**
 * A mistyped command: one clear line naming the nearest command, exit 2 (usage). Written here instead of using
 * @oclif/plugin-not-found, which prints no suggestion without a terminal and exits 127.
 */
import type {Hook} from '@oclif/core'
import {nearest} from '../util/nearest.js'
import {maskCardNumbers, maskPan} from '../util/redact.js'

/** The known id nearest to `id`, when it is near enough to be a typo. */
export function nearestCommand(id: string, ids: readonly string[]): string | undefined {
  // Compared with as many words as were typed, so `bolepx lst --json` still finds `bolepix:list`.
  return nearest(id, ids)
}

/**
 * The command a longer id starts with, and the words after it (oclif folds a stray argument of a command that takes
 * none into the id: `bolepix list extra-arg` reaches here as `bolepix:list:extra-arg`).
 */
export function commandWithExtraWords(id: string, commands: readonly string[]): {command: string; extra: string[]} | undefined {
  const words = id.split(':')
  for (let n = words.length - 1; n >= 1; n--) {
    const command = words.slice(0, n).join(':')
    if (commands.includes(command)) return {command, extra: words.slice(n)}
  }
  return undefined
}

const hook: Hook.CommandNotFound = async function (opts) {
  const ids = [...opts.config.commands.filter((c) => !c.hidden).map((c) => c.id), ...opts.config.topics.map((t) => t.name)]
  // What was typed may hold a card number (`payctl card 5155…`): long digit runs are masked, Luhn or not, and then
  // whatever the one card-number rule reads as one (zero-width characters between the digits, `4111+1111+…`).
  const typed = maskCardNumbers(opts.id.replace(/:/g, ' ').replace(/\d(?:[ -]?\d){11,}/g, (run) => maskPan(run)))
  const red = (s: string) => (process.stderr.isTTY && !process.env.NO_COLOR ? `\u001b[31m${s}\u001b[39m` : s)
  const extra = commandWithExtraWords(
    opts.id,
    opts.config.commands.filter((c) => !c.hidden).map((c) => c.id),
  )
  if (extra) {
    // A known command given an argument it does not take: say so, not "not a command".
    const command = `${opts.config.bin} ${extra.command.replace(/:/g, ' ')}`
    const words = typed.split(' ').slice(extra.command.split(':').length)
    process.stderr.write(
      `${red('error:')} unexpected argument${words.length === 1 ? '' : 's'} ${words.map((w) => `"${w}"`).join(' ')}: ${command} takes none. See: ${command} --help\n`,
    )
    process.exit(2)
  }
  const near = nearestCommand(opts.id, ids)
  const hint = near ? ` Did you mean "${opts.config.bin} ${near.replace(/:/g, ' ')}"?` : ''
  process.stderr.write(`${red('error:')} "${typed}" is not a ${opts.config.bin} command.${hint} See: ${opts.config.bin} --help\n`)
  process.exit(2)
}

export default hook
