/**
 * The zsh completion script (docs/completion.md): the bash script's tables and function, run by zsh's own
 * bashcompinit (shipped with zsh), which gives a bash completion function COMP_WORDS, COMP_CWORD and compgen. One
 * function for both shells, tested in both. compinit is loaded first when the rc file has not loaded it.
 */
import {bashScript} from './bash.js'
import type {CompletionCommand} from './spec.js'

/** The whole zsh script. */
export function zshScript(spec: readonly CompletionCommand[], version: string): string {
  return [
    `# payctl ${version} completion for zsh (docs/completion.md): payctl completion zsh --install sets it up.`,
    '(( $+functions[compdef] )) || { autoload -Uz compinit && compinit -u }',
    '(( $+functions[complete] )) || { autoload -Uz bashcompinit && bashcompinit }',
    // The function runs as bashcompinit runs one: sh emulation (arrays from 0, words split as bash splits them).
    bashScript(spec, version).replace(/^# payctl .*\n\n/, ''),
  ].join('\n')
}
