/**
 * After a charge that took answers on a terminal fails to be sent, the one command that sends the same charge again
 * (docs/contract.md#flags-and-arguments): the answers as flags, never a secret or a card number, so nothing typed is
 * lost. Printed on stderr (redacted like every line); the error itself follows as usual.
 */
import {DeclinedError, UnknownOutcomeError, ValidationError} from '../errors.js'
import {shellWord} from '../util/shell.js'
import {wrapCommand} from '../render/wrap.js'
import type {Context} from './context.js'

/** Prints the command for `err` (nothing for a decline or invalid input, which sending again would not cure). */
export function noteSendAgain(
  ctx: Context,
  command: string,
  args: readonly string[],
  err: unknown,
  what: {thing: string; orderId?: string; how?: string},
): void {
  if (err instanceof DeclinedError || err instanceof ValidationError) return
  const scope = [
    ctx.flags.profile ? ['--profile', ctx.flags.profile] : [],
    ctx.flags['seller-id'] ? ['--seller-id', ctx.flags['seller-id']] : [],
  ].flat()
  const line = ['payctl', ...command.split(' '), ...args, ...scope].map(shellWord).join(' ')
  const check = err instanceof UnknownOutcomeError && what.orderId ? `check first with payctl find ${what.orderId}; ` : ''
  // The command on lines of its own, wrapped with ` \` on a terminal so that it still pastes as one.
  ctx.output.info(
    `${check}to send the same ${what.thing} again${what.how ? ` (${what.how})` : ''}:\n${wrapCommand(`  ${line}`, ctx.output.errWidth)}`,
  )
}
