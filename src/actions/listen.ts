/** `payctl listen`: a local receiver that prints notifications as they arrive (docs/listen.md). */
import type {Context, ContextFlags} from '../cli/context.js'
import type {ListenFlags as PlanFlags} from '../services/listen/setup.js'

export interface ListenFlags extends ContextFlags, PlanFlags {
  trigger?: string
  register?: boolean
}

export default async function listen(ctx: Context, flags: ListenFlags): Promise<void> {
  const {prepareListen} = await import('../services/listen/setup.js')
  const {output} = ctx
  // --trigger: checked (scenario, sandbox, bodies) before anything listens; it registers the listener itself.
  const trigger = flags.trigger ? await (await import('./listen-trigger.js')).listenTrigger(ctx, flags.trigger) : undefined
  const plan = await prepareListen(
    {...flags, register: flags.register || Boolean(trigger)},
    {
      warn: (m) => output.warn(m),
      readLine: (what) => ctx.readStdinLine(what),
      baseUrl: async () => (await ctx.settings()).baseUrl,
      client: () => ctx.client(),
      addSecret: (s) => ctx.addSecret(s),
      secrets: () => ctx.secrets(),
    },
  )
  // Ctrl-C / SIGTERM are a normal end here (exit 0): the first stops gracefully, a second cuts the connections,
  // a third leaves at once; a repeat within 300 ms is an echo, not a second signal (Context.stopOnSignal,
  // util/signals.ts). The handlers stay until the process ends, so a late signal cannot kill it mid-flush.
  const stop = new AbortController()
  const force = new AbortController()
  ctx.stopOnSignal(
    () => stop.abort(),
    () => force.abort(),
  )
  // On a payctl sandbox the webhook this listener registers is deleted when it stops; elsewhere none can be, and the
  // registration's note says it stays (docs/listen.md).
  if (plan.session.register && (await ctx.sandboxProbe()).sandbox) {
    const client = await ctx.client()
    const {deleteWebhook} = await import('../api/webhook.js')
    plan.session.register.remove = (id) => deleteWebhook(client, id)
  }
  if (trigger && plan.session.register) plan.session.register = trigger.wrap(plan.session.register, () => stop.abort())
  const {runListenSession} = await import('../services/listen/session.js')
  const {ListenPresenter} = await import('../render/listen.js')
  await runListenSession({
    ...plan.session,
    stdout: output.stdout,
    present: (sink) =>
      new ListenPresenter(sink, {
        json: output.json,
        stderr: output.stderr,
        colors: output.colors,
        errColors: output.errColors,
        redact: plan.redact,
        startup: plan.startup,
        // Lines for a terminal fit it (never wrap); a pipe or the --output file gets them whole.
        width: output.isTTY ? output.width : undefined,
        errWidth: output.errWidth,
        filter: output.filtering ? (line) => output.filterLine(line) : undefined,
      }),
    stop: stop.signal,
    force: force.signal,
  })
  await trigger?.finish()
}
