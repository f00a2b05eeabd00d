/**
 * A command's work as a function of its context, flags and arguments (docs/architecture.md, "Commands are
 * functions"), with no oclif in it: the oclif class parses and calls it (BaseCommand.act), the thin start-up path
 * (thin/) calls it without oclif, and a test calls it through either with its own factory (cli/factory.ts).
 */
import type {Context} from './context.js'

/**
 * What a command shows, said once: `data` is printed as JSON with --json (and --jq, --fields), `id` alone with -q,
 * `human()` otherwise. The function never asks which form is in force: `show` decides, here.
 */
export interface Shown {
  data: unknown
  /** -q/--quiet prints only this (a new record's id). */
  id?: string
  /** What a person reads (tables, lines); not called in a data form. */
  human?: () => void | Promise<void>
  /** --show-secrets (payctl api): the API's secret fields printed as they came. */
  showSecretFields?: boolean
  /**
   * A line on stderr before `data` or `id`, where `human()` says the same thing its own way (bolepix create: the
   * order id it generated, which the human form shows among the charge's fields).
   */
  aside?: string
}

/**
 * `data` computed only when a data form is shown: what the JSON holds needs work a person's form does not
 * (bolepix decode --qr: the JSON lists the seller's matching charges, the QR drawn does not look them up).
 */
export class Later {
  constructor(readonly compute: () => Promise<unknown>) {}
}

/** A command function: it prints through `ctx.output` as it goes (lists) or returns what to show. */
export type CommandFunction<F = never, A = never> = (ctx: Context, flags: F, args: A) => Promise<Shown | void>

/** Prints what a command function returned, in the form the flags chose: the one place that decides it. */
export async function show(ctx: Context, shown: Shown | void): Promise<void> {
  if (!shown) return
  const human = !ctx.output.json && !(ctx.output.quiet && shown.id !== undefined)
  if (!human && shown.aside !== undefined) ctx.output.info(shown.aside)
  if (ctx.output.json) {
    const data = shown.data instanceof Later ? await shown.data.compute() : shown.data
    ctx.output.printJson(data, {showSecretFields: shown.showSecretFields})
  } else if (!human) ctx.output.printId(shown.id!)
  else await shown.human?.()
}
