/**
 * The bash completion script (docs/completion.md), written from the completion spec: the commands, each command's
 * flags and what each flag's value and each argument may be are tables in the script, so a <TAB> starts no process
 * (profiles are read from config.json by awk). It uses bash's own builtins only (complete, compgen, compopt), not
 * the bash-completion package; zsh runs the same function through its bashcompinit (zsh.ts).
 */
import type {CompletionCommand, Values} from './spec.js'
import {nextWords, parentPaths} from './spec.js'

/** A value's kind and words as the script's tables hold them: `w:A B`, `c:A B` (comma list), `f:`, `p:`. */
export function encodeValues(v: Values | undefined): string {
  if (!v) return ''
  if ('files' in v) return 'f:'
  if ('profiles' in v) return 'p:'
  return `${v.commaList ? 'c' : 'w'}:${v.words.join(' ')}`
}

/** One `case` branch per key, each setting __payctl_r; single quotes only (no word here holds one). */
function caseTable(name: string, what: string, rows: [key: string, value: string][]): string {
  const branches = rows.filter(([, value]) => value !== '').map(([key, value]) => `    '${key}') __payctl_r='${value}' ;;`)
  return [`# ${what}`, `${name}() {`, '  case "$1" in', ...branches, "    *) __payctl_r='' ;;", '  esac', '}'].join('\n')
}

/** The tables of the spec, as the functions the completion function asks. */
export function tables(spec: readonly CompletionCommand[]): string {
  const path = (c: CompletionCommand) => c.path.join(' ')
  const flagWords = (c: CompletionCommand) =>
    c.flags.flatMap((f) => [`--${f.name}${f.takesValue ? '=' : ''}`, ...(f.char ? [`-${f.char}${f.takesValue ? '=' : ''}`] : [])]).join(' ')
  return [
    caseTable(
      '__payctl_next',
      'The words that may follow a command path (topics and commands).',
      parentPaths(spec).map((p) => [p.join(' '), nextWords(spec, p).join(' ')]),
    ),
    caseTable(
      '__payctl_flags',
      "A command's flags; = marks one that takes a value.",
      spec.map((c) => [path(c), flagWords(c)]),
    ),
    caseTable(
      '__payctl_values',
      "What a flag's value may be (w: words, c: a comma-separated list of words, f: a file, p: a profile).",
      spec.flatMap((c) =>
        c.flags.flatMap((f) => {
          const v = encodeValues(f.value)
          return [[`${path(c)} --${f.name}`, v] as [string, string], ...(f.char ? [[`${path(c)} -${f.char}`, v] as [string, string]] : [])]
        }),
      ),
    ),
    caseTable(
      '__payctl_arg',
      'What each positional argument may be, by command and position (from 0).',
      spec.flatMap((c) => c.args.map((a, i) => [`${path(c)} ${i}`, encodeValues(a)] as [string, string])),
    ),
  ].join('\n\n')
}

// The profiles of config.json, as payctl writes it (JSON, two spaces an indent: each profile a key four spaces in,
// inside "profiles"), read where payctl reads it (config/paths.ts configDir).
const PROFILES = `__payctl_profiles() {
  local dir=\${PAYCTL_CONFIG_DIR:-}
  if [ -z "$dir" ]; then
    case "\${OSTYPE:-}" in
      darwin*) dir=$HOME/Library/Preferences/payctl ;;
      *) dir=\${XDG_CONFIG_HOME:-$HOME/.config}/payctl ;;
    esac
  fi
  [ -r "$dir/config.json" ] || return 0
  awk '/^  "profiles": [{][}]/ {exit} /^  "profiles": [{]/ {p = 1; next} p && /^  [}]/ {exit} p && /^    "/ {sub(/^    "/, ""); sub(/".*/, ""); print}' "$dir/config.json" 2>/dev/null
}`

// The completion function (no variable named path: zsh ties it to PATH). Bash splits --flag=value at the = (COMP_WORDBREAKS), so a value may come as the word
// after "--flag" and "="; zsh's bashcompinit does not split it. Both are read.
const FUNCTION = `__payctl_add() {
  local line
  while IFS= read -r line; do [ -n "$line" ] && COMPREPLY+=("$line"); done
}

__payctl_offer() {
  local kind=\${1%%:*} list=\${1#*:} cur=$2 prefix=$3
  case "$kind" in
    w) __payctl_add < <(compgen -P "$prefix" -W "$list" -- "$cur") ;;
    c)
      local done_part=""
      case "$cur" in *,*) done_part=\${cur%,*},; cur=\${cur##*,} ;; esac
      __payctl_add < <(compgen -P "$prefix$done_part" -W "$list" -- "$cur")
      type compopt > /dev/null 2>&1 && compopt -o nospace 2> /dev/null
      ;;
    f)
      __payctl_add < <(compgen -P "$prefix" -f -- "$cur")
      type compopt > /dev/null 2>&1 && compopt -o filenames 2> /dev/null
      ;;
    p) __payctl_add < <(compgen -P "$prefix" -W "$(__payctl_profiles)" -- "$cur") ;;
  esac
}

_payctl() {
  COMPREPLY=()
  local cword=$COMP_CWORD cur=\${COMP_WORDS[COMP_CWORD]} cmdpath="" i=1 w __payctl_r=""
  while [ "$i" -lt "$cword" ]; do
    w=\${COMP_WORDS[i]}
    __payctl_next "$cmdpath"
    case " $__payctl_r " in
      *" $w "*) cmdpath=\${cmdpath:+$cmdpath }$w; i=$((i + 1)) ;;
      *) break ;;
    esac
  done
  __payctl_flags "$cmdpath"
  local flags=$__payctl_r
  if [ -z "$flags" ]; then
    __payctl_next "$cmdpath"
    __payctl_offer "w:$__payctl_r" "$cur" ""
    return 0
  fi
  # What the words after the command are: flags, their values, and positional arguments.
  local pending="" argn=0
  while [ "$i" -lt "$cword" ]; do
    w=\${COMP_WORDS[i]}
    if [ -n "$pending" ]; then
      [ "$w" = "=" ] || pending=""
    else
      case "$w" in
        --) ;;
        -*=*) ;;
        -*) case " $flags " in *" $w= "*) pending=$w ;; esac ;;
        *) argn=$((argn + 1)) ;;
      esac
    fi
    i=$((i + 1))
  done
  local flag="" prefix=""
  if [ "$cur" = "=" ] && [ -n "$pending" ]; then
    flag=$pending cur=""
  elif [ -n "$pending" ]; then
    flag=$pending
  else
    case "$cur" in
      -*=*) flag=\${cur%%=*} prefix=\${cur%%=*}= cur=\${cur#*=} ;;
    esac
  fi
  if [ -n "$flag" ]; then
    __payctl_values "$cmdpath $flag"
    __payctl_offer "$__payctl_r" "$cur" "$prefix"
    return 0
  fi
  case "$cur" in
    -*) ;;
    *)
      __payctl_arg "$cmdpath $argn"
      if [ -n "$__payctl_r" ]; then
        __payctl_offer "$__payctl_r" "$cur" ""
        return 0
      fi
      ;;
  esac
  __payctl_offer "w:\${flags//=/}" "$cur" ""
}`

/** The whole bash script: the tables, the functions, and its registration for `payctl`. */
export function bashScript(spec: readonly CompletionCommand[], version: string): string {
  return [
    `# payctl ${version} completion for bash (docs/completion.md): payctl completion bash --install sets it up.`,
    tables(spec),
    PROFILES,
    FUNCTION,
    'complete -F _payctl payctl',
    '',
  ].join('\n\n')
}
