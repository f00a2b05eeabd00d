/**
 * Shell completion (docs/completion.md) in real shells: the script `payctl completion SHELL` prints (in-process) is
 * sourced by bash, zsh and fish (spawned, with no rc file and no bash-completion package), and each is asked as it
 * asks on <TAB>: bash and zsh by setting COMP_WORDS and COMP_CWORD and calling the function `complete` registered
 * (zsh through its bashcompinit, under the sh emulation it runs bash functions with), fish by `complete -C`. Every
 * case a person tried: commands, flag values (--status, --profile, --sort, report --by, --locale, --event), a flag
 * after another flag or a value, file names. Then `--install`: the script where the shell loads it, and the rc file
 * well formed (its last line completed, the block once however often it runs), and a new bash loading it.
 */
import {spawnSync} from 'node:child_process'
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {tempDir} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {withSourceBlock} from '../../src/services/completion/install.js'

const has = (shell: string) => spawnSync(shell, ['-c', 'exit 0']).status === 0
const work = tempDir('payctl-completion-')
const config = join(work, 'config')
const scripts: Record<string, string> = {}

beforeAll(async () => {
  // Files for `bolepix import cobr<TAB>`, and two profiles in a config.json as payctl writes it.
  for (const f of ['cobrancas.csv', 'cobrancas-dez.xlsx', 'notes.txt']) writeFileSync(join(work, f), '')
  mkdirSync(config)
  const profiles = {currentProfile: 'sandbox', profiles: {default: {baseUrl: 'http://127.0.0.1:4010'}, sandbox: {sellerId: 's'}}}
  writeFileSync(join(config, 'config.json'), `${JSON.stringify(profiles, null, 2)}\n`)
  for (const shell of ['bash', 'zsh', 'fish']) {
    const r = await runInProcess(['completion', shell], {env: {PAYCTL_CONFIG_DIR: config}})
    expect(r.code, r.stderr).toBe(0)
    scripts[shell] = join(work, `payctl.${shell}`)
    writeFileSync(scripts[shell], r.stdout)
  }
})

const env = () => ({PATH: process.env.PATH, HOME: work, PAYCTL_CONFIG_DIR: config})

/** COMP_WORDS as bash splits a line: at spaces, and `--flag=value` into `--flag`, `=` and `value`. */
function compWords(line: string): string[] {
  return line
    .split(' ')
    .flatMap((w) =>
      /^--[^=]+=/.test(w) ? [w.slice(0, w.indexOf('=')), '=', w.slice(w.indexOf('=') + 1)].filter((x, i) => x !== '' || i < 2) : [w],
    )
}

const shQuote = (w: string) => `'${w.replace(/'/g, `'\\''`)}'`

/** What bash offers for the line (the cursor at its end), sorted. */
function bash(line: string): string[] {
  const words = compWords(line)
  const program = [
    `source ${shQuote(scripts.bash!)}`,
    `COMP_WORDS=(${words.map(shQuote).join(' ')}); COMP_CWORD=${words.length - 1}; COMP_LINE=${shQuote(line)}; COMP_POINT=${line.length}`,
    // The function `complete` registered for payctl, found as bash finds it.
    'fn=$(complete -p payctl | sed -n "s/.*-F \\([^ ]*\\).*/\\1/p"); "$fn" payctl',
    'printf "%s\\n" "${COMPREPLY[@]}"',
  ].join('\n')
  const r = spawnSync('bash', ['--norc', '--noprofile', '-c', program], {env: env(), cwd: work, encoding: 'utf8'})
  expect(r.stderr).toBe('')
  return r.stdout.split('\n').filter(Boolean).sort()
}

/** What zsh offers: its bashcompinit gives the function every word; zsh itself then keeps those matching the word. */
function zsh(line: string): string[] {
  const words = line.split(' ')
  const program = [
    `source ${shQuote(scripts.zsh!)}`,
    `COMP_WORDS=(${words.map(shQuote).join(' ')}); COMP_CWORD=${words.length - 1}`,
    'emulate sh -c "_payctl payctl"',
    'print -l -- "${COMPREPLY[@]}"',
  ].join('\n')
  const r = spawnSync('zsh', ['-f', '-c', program], {env: env(), cwd: work, encoding: 'utf8'})
  expect(r.stderr).toBe('')
  const current = words.at(-1)!
  return r.stdout
    .split('\n')
    .filter((w) => w !== '' && w.startsWith(current))
    .sort()
}

/** What fish offers: `complete -C` answers as on <TAB>, one candidate a line (a description after a tab). */
function fish(line: string): string[] {
  const r = spawnSync('fish', ['--no-config', '-c', `source ${shQuote(scripts.fish!)}; complete -C ${shQuote(line)}`], {
    env: env(),
    cwd: work,
    encoding: 'utf8',
  })
  expect(r.stderr).toBe('')
  return r.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t')[0]!)
    .sort()
}

const STATUSES = ['CANCELLED', 'EXPIRED', 'PAID', 'PENDING']

// Each case a person tried, and what every shell must offer.
const cases: [line: string, offered: string[]][] = [
  ['payctl bol', ['bolepix']],
  ['payctl bolepix c', ['cancel', 'create']],
  ['payctl bolepix list --st', ['--status']],
  ['payctl bolepix list --status ', STATUSES],
  ['payctl bolepix list --status P', ['PAID', 'PENDING']],
  ['payctl events notifications --status ', ['DELIVERED', 'FAILED', 'PENDING']],
  ['payctl bolepix list --profile ', ['default', 'sandbox']],
  ['payctl config use ', ['default', 'sandbox']],
  ['payctl bolepix list --sort due', ['dueDate']],
  ['payctl bolepix list --sort amount,debtor.', ['amount,debtor.document', 'amount,debtor.name']],
  ['payctl report --by ', ['day', 'month', 'week']],
  ['payctl bolepix list --locale ', ['en', 'pt-BR']],
  ['payctl events list --event PAYMENT.P', ['PAYMENT.PAID', 'PAYMENT.PRE_AUTHORIZED']],
  ['payctl webhook create --event charge-', ['charge-*', 'charge-cancelled', 'charge-create', 'charge-in']],
  ['payctl bolepix list --json --li', ['--limit']],
  ['payctl bolepix list --status PAID --li', ['--limit']],
  ['payctl bolepix list --limit 5 --json --so', ['--sort']],
  ['payctl bolepix import cobr', ['cobrancas-dez.xlsx', 'cobrancas.csv']],
  ['payctl bolepix import cobrancas.csv --journal cobr', ['cobrancas-dez.xlsx', 'cobrancas.csv']],
  ['payctl trigger bolepix-', ['bolepix-cancelled', 'bolepix-created', 'bolepix-expired', 'bolepix-paid']],
  ['payctl bolepix wait inv-1 --until ', ['CANCELLED', 'EXPIRED', 'PAID']],
  ['payctl config get seller', ['seller-id']],
]

describe('bash completion', () => {
  it.each(cases)('%s', (line, offered) => {
    expect(bash(line)).toEqual(offered)
  })

  it('a value written --flag=value, as bash splits it at the =', () => {
    expect(bash('payctl bolepix list --status=P')).toEqual(['PAID', 'PENDING'])
    expect(bash('payctl report --by=')).toEqual(['day', 'month', 'week'])
  })
})

describe.skipIf(!has('zsh'))('zsh completion (bashcompinit)', () => {
  it.each(cases)('%s', (line, offered) => {
    expect(zsh(line)).toEqual(offered)
  })

  it('registers the function for payctl, compinit loaded when the rc file had not', () => {
    const r = spawnSync('zsh', ['-f', '-c', `source ${shQuote(scripts.zsh!)}; print -r -- $_comps[payctl]`], {env: env(), encoding: 'utf8'})
    expect([r.stderr, r.stdout.trim()]).toEqual(['', '_bash_complete -F _payctl'])
  })
})

describe.skipIf(!has('zsh'))('zsh completion at a real prompt (zpty: the line editor, compinit and bashcompinit)', () => {
  it('lists the statuses, the profiles and the files on <TAB><TAB>', () => {
    // An interactive zsh in a pseudo-terminal of zsh's own zpty module, typed into; what it lists is read back.
    const typed = (line: string, want: string) => `
zpty -w -n z $'\\C-u${line}\\t\\t'
all=""
for i in {1..50}; do sleep 0.1; while zpty -rt z chunk 2>/dev/null; do all+=$chunk; done; [[ $all == *${want}* ]] && break; done
print -r -- "\${all//$'\\r'/}"`
    const program = [
      'zmodload zsh/zpty',
      `zpty -b z ${shQuote(`TERM=dumb PAYCTL_CONFIG_DIR=${shQuote(config)} zsh -f -i`)}`,
      `zpty -w z ${shQuote(`PS1="> "; cd ${shQuote(work)}; source ${shQuote(scripts.zsh!)}`)}`,
      typed('payctl bolepix list --status P', 'PENDING'),
      typed('payctl bolepix list --profile ', 'sandbox'),
      typed('payctl bolepix import cobr', 'cobrancas.csv'),
      'zpty -d z',
    ].join('\n')
    const r = spawnSync('zsh', ['-f', '-c', program], {env: env(), encoding: 'utf8', timeout: 30_000})
    expect(r.stdout).toMatch(/^PAID +PENDING *$/m)
    expect(r.stdout).toMatch(/^default +sandbox *$/m)
    expect(r.stdout).toMatch(/^cobrancas-dez\.xlsx +cobrancas\.csv *$/m)
  })
})

describe.skipIf(!has('fish'))('fish completion', () => {
  it.each(cases)('%s', (line, offered) => {
    expect(fish(line)).toEqual(offered)
  })
})

describe('payctl completion SHELL --install', () => {
  it('adds one block to ~/.bashrc, after a last line left without its newline, and a new bash completes with it', async () => {
    const home = tempDir('payctl-home-')
    writeFileSync(join(home, '.bashrc'), 'alias ll="ls -l"')
    const installEnv = {HOME: home, PAYCTL_CONFIG_DIR: join(home, 'config')}
    const first = await runInProcess(['completion', 'bash', '--install'], {env: installEnv})
    expect(first.code, first.stderr).toBe(0)
    expect(first.stdout).toContain(`added to ${join(home, '.bashrc')}`)
    const again = await runInProcess(['completion', 'bash', '--install'], {env: installEnv})
    expect(again.stdout).toContain(`already in ${join(home, '.bashrc')}`)
    const script = join(home, 'config', 'completion', 'payctl.bash')
    expect(readFileSync(join(home, '.bashrc'), 'utf8')).toBe(
      `alias ll="ls -l"\n# >>> payctl completion >>>\n[ -r '${script}' ] && . '${script}'\n# <<< payctl completion <<<\n`,
    )
    // An interactive bash reads ~/.bashrc: the completion is there, and the rc file has no error.
    const r = spawnSync('bash', ['-i', '-c', 'complete -p payctl'], {env: {PATH: process.env.PATH, HOME: home}, encoding: 'utf8'})
    expect(r.stdout.trim()).toBe('complete -F _payctl payctl')
    expect(r.stderr).not.toMatch(/syntax error|No such file|command not found/)
  })

  it('zsh: ~/.zshrc (or $ZDOTDIR/.zshrc); fish: its completions folder, no rc file', async () => {
    const home = tempDir('payctl-home-')
    const zsh = await runInProcess(['completion', 'zsh', '--install'], {env: {HOME: home, PAYCTL_CONFIG_DIR: join(home, 'c')}})
    expect(zsh.code, zsh.stderr).toBe(0)
    expect(readFileSync(join(home, '.zshrc'), 'utf8')).toContain(`. '${join(home, 'c', 'completion', 'payctl.zsh')}'`)
    const fishRun = await runInProcess(['completion', 'fish', '--install', '--json'], {env: {HOME: home, XDG_CONFIG_HOME: join(home, 'x')}})
    expect(JSON.parse(fishRun.stdout)).toEqual({
      shell: 'fish',
      script: join(home, 'x', 'fish', 'completions', 'payctl.fish'),
      rcFile: null,
      rcChanged: false,
    })
  })

  it('replaces an older block where it is, keeping every other line', () => {
    const rc = 'export A=1\n# >>> payctl completion >>>\n. /old/path\n# <<< payctl completion <<<\nexport B=2\n'
    expect(withSourceBlock(rc, '/new/payctl.bash')).toBe(
      "export A=1\n# >>> payctl completion >>>\n[ -r '/new/payctl.bash' ] && . '/new/payctl.bash'\n# <<< payctl completion <<<\nexport B=2\n",
    )
    expect(withSourceBlock('', "/it's/here")).toBe(
      `# >>> payctl completion >>>\n[ -r '/it'\\''s/here' ] && . '/it'\\''s/here'\n# <<< payctl completion <<<\n`,
    )
  })
})
