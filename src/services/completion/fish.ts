/**
 * The fish completion script (docs/completion.md), written from the completion spec as fish's own `complete`
 * rules: one per command word and per flag, each under a condition naming the command line's command, so that fish
 * itself offers flags anywhere on the line and each flag's values. Profiles are read from config.json by awk, as in
 * the bash script.
 */
import {nextWords, parentPaths, type CompletionCommand, type Values} from './spec.js'

const quote = (s: string) => `'${s.replace(/[\\']/g, (c) => `\\${c}`)}'`

/** The options of `complete` that say what a value may be (-r: the flag takes one). */
function valueOptions(v: Values | undefined): string {
  if (!v) return '-x'
  if ('files' in v) return '-r -F'
  if ('profiles' in v) return "-x -a '(__payctl_profiles)'"
  if (v.commaList) return `-x -a ${quote(`(__payctl_comma_list ${v.words.join(' ')})`)}`
  // -a's words are expanded by fish when completing: a * (an event pattern) kept as written.
  return `-x -a ${quote(v.words.map((w) => w.replace(/[*?]/g, '\\$&')).join(' '))}`
}

const HELPERS = `# The command the line names so far: its leading words that are topics and commands, space-joined.
function __payctl_command
    set -l words (commandline -opc)
    set -e words[1]
    set -l path
    for w in $words
        contains -- $w (__payctl_next "$path") || break
        set path (string trim -- "$path $w")
    end
    echo $path
end

function __payctl_is
    test (__payctl_command) = "$argv"
end

# A comma-separated list: the words after what the token already holds.
function __payctl_comma_list
    set -l token (commandline -ct)
    set -l done_part (string replace -r '[^,]*$' '' -- $token)
    for w in $argv
        echo $done_part$w
    end
end

# The profiles of config.json, as payctl writes it (config/paths.ts configDir).
function __payctl_profiles
    set -l dir $PAYCTL_CONFIG_DIR
    if test -z "$dir"
        if test (uname -s) = Darwin
            set dir $HOME/Library/Preferences/payctl
        else if test -n "$XDG_CONFIG_HOME"
            set dir $XDG_CONFIG_HOME/payctl
        else
            set dir $HOME/.config/payctl
        end
    end
    test -r $dir/config.json || return 0
    awk '/^  "profiles": [{][}]/ {exit} /^  "profiles": [{]/ {p = 1; next} p && /^  [}]/ {exit} p && /^    "/ {sub(/^    "/, ""); sub(/".*/, ""); print}' $dir/config.json 2>/dev/null
end`

/** The whole fish script. */
export function fishScript(spec: readonly CompletionCommand[], version: string): string {
  const next = parentPaths(spec).map(
    (p) => `        case ${quote(p.join(' '))}\n            printf '%s\\n' ${nextWords(spec, p).join(' ')}`,
  )
  const lines: string[] = [
    `# payctl ${version} completion for fish (docs/completion.md): payctl completion fish --install sets it up.`,
    `function __payctl_next\n    switch "$argv[1]"\n${next.join('\n')}\n    end\nend`,
    HELPERS,
    '# No file names unless a flag or an argument takes a file.',
    'complete -c payctl -f',
  ]
  for (const p of parentPaths(spec)) {
    lines.push(`complete -c payctl -n ${quote(`__payctl_is ${p.join(' ')}`)} -a ${quote(nextWords(spec, p).join(' '))}`)
  }
  for (const c of spec) {
    const cond = `-n ${quote(`__payctl_is ${c.path.join(' ')}`)}`
    for (const f of c.flags) {
      const short = f.char ? ` -s ${f.char}` : ''
      lines.push(`complete -c payctl ${cond} -l ${f.name}${short}${f.takesValue ? ` ${valueOptions(f.value)}` : ''}`)
    }
    // fish cannot tell the arguments apart by position: the first one's values are offered.
    const arg = c.args.find((a) => a !== undefined)
    if (arg && 'files' in arg) lines.push(`complete -c payctl ${cond} -F`)
    else if (arg) lines.push(`complete -c payctl ${cond} ${valueOptions(arg).replace(/^-x /, '')}`)
  }
  return `${lines.join('\n')}\n`
}
