/**
 * `payctl completion SHELL --install` (docs/completion.md): the script written to a file of payctl's, and for bash
 * and zsh one marked block in the shell's rc file that sources it. Running it again rewrites the script (a newer
 * payctl's commands) and leaves the block as it is; the rc file keeps every other byte, gets a newline before the
 * block when its last line had none, and is replaced whole (written beside it, then renamed), so an interrupted run
 * never leaves it half written. fish loads ~/.config/fish/completions/payctl.fish by itself: no rc file.
 */
import {existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync} from 'node:fs'
import {dirname, join} from 'node:path'
import {configDir} from '../../config/paths.js'
import type {Shell} from './script.js'

export interface Installed {
  shell: Shell
  /** Where the script was written. */
  script: string
  /** The rc file that sources it (null for fish). */
  rcFile: string | null
  /** Whether the rc file was changed (false when its block was already there). */
  rcChanged: boolean
}

const BEGIN = '# >>> payctl completion >>>'
const END = '# <<< payctl completion <<<'

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`

/** The rc file of a shell, where the environment says (ZDOTDIR for zsh). */
function rcFileOf(shell: 'bash' | 'zsh', env: NodeJS.ProcessEnv, home: string): string {
  return shell === 'bash' ? join(home, '.bashrc') : join(env.ZDOTDIR || home, '.zshrc')
}

/** Writes a file whole: beside it first, then renamed over it (its mode kept). */
function replaceFile(path: string, text: string): void {
  mkdirSync(dirname(path), {recursive: true})
  const mode = existsSync(path) ? statSync(path).mode & 0o777 : 0o644
  const temp = `${path}.payctl-${process.pid}`
  writeFileSync(temp, text, {mode})
  renameSync(temp, path)
}

/** The rc text with the block sourcing `script`: the block replaced where it is, else appended on a line of its own. */
export function withSourceBlock(rc: string, script: string): string {
  const block = `${BEGIN}\n[ -r ${shellQuote(script)} ] && . ${shellQuote(script)}\n${END}\n`
  const start = rc.indexOf(BEGIN)
  const end = rc.indexOf(END, start)
  if (start !== -1 && end !== -1) {
    const after = rc.slice(end + END.length).replace(/^\n/, '')
    return rc.slice(0, start) + block + after
  }
  return `${rc}${rc === '' || rc.endsWith('\n') ? '' : '\n'}${block}`
}

/** Writes the script where the shell will load it and, for bash and zsh, the rc file's block. */
export function installCompletion(shell: Shell, text: string, env: NodeJS.ProcessEnv, home: string): Installed {
  if (shell === 'fish') {
    const script = join(env.XDG_CONFIG_HOME || join(home, '.config'), 'fish', 'completions', 'payctl.fish')
    replaceFile(script, text)
    return {shell, script, rcFile: null, rcChanged: false}
  }
  const script = join(configDir(env), 'completion', `payctl.${shell}`)
  replaceFile(script, text)
  const rcFile = rcFileOf(shell, env, home)
  const before = existsSync(rcFile) ? readFileSync(rcFile, 'utf8') : ''
  const after = withSourceBlock(before, script)
  if (after !== before) replaceFile(rcFile, after)
  return {shell, script, rcFile, rcChanged: after !== before}
}
