/**
 * `trigger` over MCP (docs/mcp.md#tools, docs/trigger.md): a named scenario of real calls on the payctl sandbox that
 * makes it emit known events, run by what `payctl trigger` runs (services/trigger/). A write tool, sandbox only.
 */
import {randomUUID} from 'node:crypto'
import {z} from 'zod'
import {probeSandbox} from '../../api/sandbox.js'
import {UsageError} from '../../errors.js'
import {triggerJson} from '../../format/trigger.js'
import {requireCredentials} from '../../services/card/tokenize.js'
import {findScenario, runTrigger, SCENARIOS, type ScenarioSpec} from '../../services/trigger/index.js'
import {parseOverrides} from '../../services/trigger/scenario.js'
import {zodTool} from '../tool.js'

/** A scenario's summary without its full stop, and without the CLI's --card (no card number is taken here). */
const summaryOf = (s: ScenarioSpec) => s.summary.replace(/, unless --card\)/, ')').replace(/\.$/, '')

export const triggerTool = zodTool({
  name: 'trigger',
  title: 'Sandbox: run a trigger scenario',
  description: `On the payctl sandbox only: runs a named scenario, a short sequence of real API calls and sandbox controls that makes it emit known events, as \`payctl trigger SCENARIO --json\` does, and returns the ids it created, the calls made, the events that followed and whether the designed outcome happened. Scenarios: ${SCENARIOS.map((s) => `${s.name} (${summaryOf(s)})`).join('; ')}.
Overrides: amount (the charge's amount, or the order's total for card scenarios), debtor_document (a CPF or CNPJ), set (body fields by path: {"debtor.name": "Ana"}). Card scenarios use the sandbox's own test cards; no card number is taken. A person confirms first. Against a base URL that is not a payctl sandbox it is refused before anything is sent.
Cost: one GET to recognise the sandbox, then the scenario's calls (they create charges or payments on the sandbox), then GETs of the events; no real money moves. Follow the deliveries with list_notifications or webhook_health.`,
  write: true,
  args: z.strictObject({
    scenario: z.enum(SCENARIOS.map((s) => s.name) as [string, ...string[]]),
    amount: z.union([z.string(), z.number()]).optional(),
    debtor_document: z.string().optional(),
    set: z.record(z.string(), z.unknown()).optional(),
  }),
  describe: {
    scenario: 'the scenario to run',
    amount: 'the charge\'s amount, or the order\'s total for card scenarios, in reais (150.75 or "150,75")',
    debtor_document: "the debtor's (or the card customer's) CPF or CNPJ",
    set: 'fields of the scenario\'s body by dotted path, with their values: {"debtor.name": "Ana", "instructions.fine": 2}',
  },
  async run(args, ctx) {
    const scenario = findScenario(args.scenario)
    const overrides = parseOverrides({
      amount: args.amount === undefined ? undefined : String(args.amount),
      'debtor-document': args.debtor_document,
      set: Object.entries(args.set ?? {}).map(([path, value]) => `${path}=${JSON.stringify(value)}`),
    })
    requireCredentials(await ctx.credentials(), {access: true, client: scenario.family === 'card'})
    const t = await ctx.client()
    const probe = await probeSandbox(t)
    if (!probe.sandbox) {
      throw new UsageError(
        `trigger runs only against the payctl sandbox here; ${ctx.baseUrl} is not one (${probe.why}). Nothing was sent: run payctl trigger in a terminal for another service`,
      )
    }
    const prepared = scenario.prepare(overrides, probe.clock.today, randomUUID)
    await ctx.confirm({
      action: 'run a trigger scenario on the sandbox.',
      values: [
        ['scenario', scenario.name],
        ['what', summaryOf(scenario)],
        ['calls', scenario.calls.join('; ')],
        ['emits', scenario.emits],
      ],
      accept: 'Accept to run it; decline to send nothing.',
    })
    const result = await runTrigger(scenario, prepared, {
      t,
      sellerId: () => ctx.sellerId(),
      today: probe.clock.today,
      sandbox: true,
      newId: randomUUID,
    })
    const ids = Object.entries(result.ids)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')
    const missing = result.missingEvents.length ? `; not (yet) listed: ${result.missingEvents.join(', ')}` : ''
    return {
      data: triggerJson(result),
      summary: `trigger ${scenario.name}: ${result.ok ? 'done' : 'NOT the designed outcome'}: ${result.outcome}${ids ? `; ${ids}` : ''}; events: ${result.events.map((e) => e.event).join(', ') || 'none'}${missing}`,
    }
  },
})
