/**
 * Whether an AI agent runs payctl (docs/agents.md): the agents that run commands in a terminal say so in the
 * environment, and an agent cannot answer a prompt, work a picker or quit a pager — it waits until it gives up. So
 * payctl treats a terminal an agent runs it in as no terminal for everything that waits on a person (the one decision:
 * `personAt`). Read as `@vercel/detect-agent` 1.2 reads it: `AI_AGENT` first, then each agent's own variables. Only
 * the environment is read (that package also looks for a file, /opt/.devin, which a start-up does not pay for: Devin
 * is known by `AI_AGENT` or `PAYCTL_AGENT=1`). No imports: this runs at the start of every command that may ask.
 */

export interface AgentInUse {
  /** The agent's name as that package names it (`claude`, `cursor-cli`, `codex`, …) or as `AI_AGENT` says it. */
  name: string
  /** The variable it was known by. */
  variable: string
}

/** Each agent's own variables, in the order that package checks them; `value`: only that value counts. */
const SIGNS: readonly {agent: string; variable: string; value?: string}[] = [
  {agent: 'cursor', variable: 'CURSOR_TRACE_ID'},
  {agent: 'cursor-cli', variable: 'CURSOR_AGENT'},
  {agent: 'cursor-cli', variable: 'CURSOR_EXTENSION_HOST_ROLE', value: 'agent-exec'},
  {agent: 'gemini', variable: 'GEMINI_CLI'},
  {agent: 'codex', variable: 'CODEX_SANDBOX'},
  {agent: 'codex', variable: 'CODEX_CI'},
  {agent: 'codex', variable: 'CODEX_THREAD_ID'},
  {agent: 'antigravity', variable: 'ANTIGRAVITY_AGENT'},
  {agent: 'augment-cli', variable: 'AUGMENT_AGENT'},
  {agent: 'opencode', variable: 'OPENCODE', value: '1'},
  {agent: 'opencode', variable: 'OPENCODE_CLIENT'},
  {agent: 'claude', variable: 'CLAUDECODE'},
  {agent: 'claude', variable: 'CLAUDE_CODE'},
  {agent: 'replit', variable: 'REPL_ID'},
  {agent: 'github-copilot', variable: 'COPILOT_MODEL'},
  {agent: 'github-copilot', variable: 'COPILOT_ALLOW_ALL'},
  {agent: 'github-copilot', variable: 'COPILOT_GITHUB_TOKEN'},
]

/** Every variable that can make payctl think an agent runs it (a test clears them all for a person's run). */
export const AGENT_VARIABLES: readonly string[] = ['PAYCTL_AGENT', 'AI_AGENT', ...SIGNS.map((s) => s.variable), 'CLAUDE_CODE_IS_COWORK']

/**
 * The agent running payctl, or undefined for a person or a script. `PAYCTL_AGENT=0` says there is none whatever else
 * is set (a person in a terminal that sets one of these variables for everyone), `PAYCTL_AGENT=1` that there is one.
 */
export function agentInUse(env: NodeJS.ProcessEnv): AgentInUse | undefined {
  const forced = env.PAYCTL_AGENT?.trim().toLowerCase()
  if (forced === '0' || forced === 'false' || forced === 'no' || forced === 'off') return undefined
  const said = env.AI_AGENT?.trim()
  if (said) return {name: said === 'github-copilot-cli' ? 'github-copilot' : said, variable: 'AI_AGENT'}
  for (const {agent, variable, value} of SIGNS) {
    const set = env[variable]
    if (!set || (value !== undefined && set !== value)) continue
    // Claude's Cowork runs Claude Code with one more variable.
    const name = agent === 'claude' && env.CLAUDE_CODE_IS_COWORK ? 'cowork' : agent
    return {name, variable}
  }
  if (forced === '1' || forced === 'true' || forced === 'yes' || forced === 'on') return {name: 'unknown', variable: 'PAYCTL_AGENT'}
  return undefined
}

/**
 * The one decision (docs/agents.md): whether a person may be engaged on `stream` — asked, shown a picker or a pager,
 * shown a progress bar or a spinner. It must be a terminal, and no agent may be running payctl. Checked in that order,
 * so a pipe (a script) never reads the environment for it.
 */
export function personAt(stream: {isTTY?: boolean}, env: NodeJS.ProcessEnv): boolean {
  return Boolean(stream.isTTY) && agentInUse(env) === undefined
}
