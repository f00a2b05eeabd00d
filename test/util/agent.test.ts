/**
 * Who runs payctl (util/agent.ts, docs/agents.md): the agents' variables as @vercel/detect-agent 1.2.7 reads them,
 * PAYCTL_AGENT over them, and the one decision that follows (personAt) as the prompts, the pager and the progress
 * lines use it.
 */
import {Writable} from 'node:stream'
import {describe, expect, it} from 'vitest'
import {interactive} from '../../src/cli/factory.js'
import {Output} from '../../src/render/output.js'
import {AGENT_VARIABLES, agentInUse, personAt} from '../../src/util/agent.js'

describe('agentInUse', () => {
  it.each([
    [{AI_AGENT: 'my-agent'}, 'my-agent', 'AI_AGENT'],
    [{AI_AGENT: '  amp  '}, 'amp', 'AI_AGENT'],
    [{AI_AGENT: 'github-copilot-cli'}, 'github-copilot', 'AI_AGENT'],
    [{CURSOR_TRACE_ID: 'x'}, 'cursor', 'CURSOR_TRACE_ID'],
    [{CURSOR_AGENT: '1'}, 'cursor-cli', 'CURSOR_AGENT'],
    [{CURSOR_EXTENSION_HOST_ROLE: 'agent-exec'}, 'cursor-cli', 'CURSOR_EXTENSION_HOST_ROLE'],
    [{GEMINI_CLI: '1'}, 'gemini', 'GEMINI_CLI'],
    [{CODEX_SANDBOX: 'seatbelt'}, 'codex', 'CODEX_SANDBOX'],
    [{CODEX_CI: '1'}, 'codex', 'CODEX_CI'],
    [{CODEX_THREAD_ID: 't'}, 'codex', 'CODEX_THREAD_ID'],
    [{ANTIGRAVITY_AGENT: '1'}, 'antigravity', 'ANTIGRAVITY_AGENT'],
    [{AUGMENT_AGENT: '1'}, 'augment-cli', 'AUGMENT_AGENT'],
    [{OPENCODE: '1'}, 'opencode', 'OPENCODE'],
    [{OPENCODE_CLIENT: 'cli'}, 'opencode', 'OPENCODE_CLIENT'],
    [{CLAUDECODE: '1'}, 'claude', 'CLAUDECODE'],
    [{CLAUDE_CODE: '1'}, 'claude', 'CLAUDE_CODE'],
    [{CLAUDECODE: '1', CLAUDE_CODE_IS_COWORK: '1'}, 'cowork', 'CLAUDECODE'],
    [{REPL_ID: 'r'}, 'replit', 'REPL_ID'],
    [{COPILOT_MODEL: 'm'}, 'github-copilot', 'COPILOT_MODEL'],
    [{COPILOT_ALLOW_ALL: '1'}, 'github-copilot', 'COPILOT_ALLOW_ALL'],
    [{COPILOT_GITHUB_TOKEN: 't'}, 'github-copilot', 'COPILOT_GITHUB_TOKEN'],
    // AI_AGENT first, then the order of that package's checks.
    [{CLAUDECODE: '1', AI_AGENT: 'named'}, 'named', 'AI_AGENT'],
    [{CLAUDECODE: '1', CURSOR_AGENT: '1'}, 'cursor-cli', 'CURSOR_AGENT'],
    [{PAYCTL_AGENT: '1'}, 'unknown', 'PAYCTL_AGENT'],
    [{PAYCTL_AGENT: '1', GEMINI_CLI: '1'}, 'gemini', 'GEMINI_CLI'],
  ])('%o is %s (by %s)', (env, name, variable) => {
    expect(agentInUse(env)).toEqual({name, variable})
  })

  it.each([
    {},
    {AI_AGENT: ''},
    {AI_AGENT: '   '},
    {CLAUDECODE: ''},
    {OPENCODE: 'yes'},
    {CURSOR_EXTENSION_HOST_ROLE: 'user'},
    {CLAUDE_CODE_IS_COWORK: '1'},
    {PAYCTL_AGENT: '0', CLAUDECODE: '1', AI_AGENT: 'x'},
    {PAYCTL_AGENT: 'off', CURSOR_AGENT: '1'},
    {TERM_PROGRAM: 'vscode', CI: 'true'},
  ])('%o is no agent', (env) => {
    expect(agentInUse(env)).toBeUndefined()
  })

  it('AGENT_VARIABLES holds every variable read, so a test can clear them all', () => {
    const reads = new Set<string>()
    const spy = (set: Record<string, string>) => new Proxy(set, {get: (t, k: string) => (reads.add(k), t[k])})
    agentInUse(spy({}))
    agentInUse(spy({CLAUDECODE: '1'})) // and Cowork's variable, read only then
    expect([...reads].sort()).toEqual([...AGENT_VARIABLES].sort())
  })
})

describe('personAt: the one decision', () => {
  const tty = {isTTY: true}

  it('a terminal without an agent is a person; a pipe never is, and reads no variable for it', () => {
    expect(personAt(tty, {})).toBe(true)
    expect(personAt(tty, {AI_AGENT: 'x'})).toBe(false)
    const spy = new Proxy({}, {get: () => expect.unreachable('the environment read for a pipe')})
    expect(personAt({isTTY: false}, spy)).toBe(false)
  })

  it('prompts: interactive() is false for an agent on a terminal', () => {
    const io = (env: NodeJS.ProcessEnv) => ({stdin: tty, stdout: tty, stderr: tty, env}) as unknown as Parameters<typeof interactive>[0]
    expect(interactive(io({}))).toBe(true)
    expect(interactive(io({CLAUDECODE: '1'}))).toBe(false)
  })

  it('progress and status lines: Output draws on a terminal stderr only for a person', () => {
    const stream = () =>
      Object.assign(new Writable({write: (_c, _e, done) => done()}), {isTTY: true, columns: 80}) as unknown as NodeJS.WriteStream
    const out = (env: NodeJS.ProcessEnv) => new Output({json: false, stdout: stream(), stderr: stream(), env})
    expect(out({}).drawsOnStderr).toBe(true)
    expect(out({}).showsProgress).toBe(true)
    expect(out({AI_AGENT: 'x'}).drawsOnStderr).toBe(false)
    expect(out({AI_AGENT: 'x'}).showsProgress).toBe(false)
  })
})
