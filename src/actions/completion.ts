/**
 * `payctl completion SHELL [--install]` (docs/completion.md): the completion script of bash, zsh or fish, written
 * from oclif's manifest of payctl's commands, printed, or installed where the shell loads it.
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import type {Shown} from '../cli/command-function.js'
import type {Context, ContextFlags} from '../cli/context.js'
import type {Manifest, Shell} from '../services/completion/script.js'

export interface CompletionFlags extends ContextFlags {
  install?: boolean
}

export default async function completion(ctx: Context, flags: CompletionFlags, args: {shell: string}): Promise<Shown> {
  const {completionScript} = await import('../services/completion/script.js')
  // The manifest oclif reads its commands from, at the package's root: what payctl can do, with no command loaded.
  const manifest = JSON.parse(readFileSync(join(ctx.install?.root ?? '.', 'oclif.manifest.json'), 'utf8')) as Manifest
  const shell = args.shell as Shell
  const script = completionScript(shell, manifest)
  if (!flags.install) return {data: {shell, script}, human: () => ctx.output.verbatim(script.replace(/\n$/, '').split('\n'))}
  const {installCompletion} = await import('../services/completion/install.js')
  const {os} = await import('../util/lazy-builtins.js')
  const done = installCompletion(shell, script, ctx.env, ctx.env.HOME || os().homedir())
  return {
    data: done,
    human: () => {
      ctx.output.line(`wrote ${done.script}`)
      if (done.rcFile) ctx.output.line(`${done.rcChanged ? 'added to' : 'already in'} ${done.rcFile}: the lines that load it`)
      ctx.output.line(
        done.rcFile ? `open a new shell, or run: source ${done.rcFile}` : 'fish loads it by itself: open a new shell to use it',
      )
    },
  }
}
