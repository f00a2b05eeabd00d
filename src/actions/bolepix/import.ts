/**
 * `payctl bolepix import FILE`: many charges from a CSV, .xlsx or JSON Lines file, journaled so that a rerun is safe
 * (docs/import.md); `--template FILE` writes one to fill in. The import prints as it goes (render/import.ts).
 */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'
import {UsageError} from '../../errors.js'

export interface BolepixImportFlags extends ContextFlags {
  concurrency: number
  journal?: string
  'dry-run'?: boolean
  'skip-invalid'?: boolean
  force?: boolean
  sheet?: string
  template?: string
}

export default async function bolepixImport(ctx: Context, flags: BolepixImportFlags, args: {file?: string}): Promise<Shown | void> {
  const {localDate} = await import('../../schemas/dates.js')
  const today = localDate(ctx.now())
  if (flags.template) {
    if (args.file) throw new UsageError('--template writes a file to fill in: give it without a FILE to import')
    const {writeTemplate} = await import('../../services/import/template.js')
    const template = flags.template
    const written = await writeTemplate(template, flags.locale === 'pt-BR' ? 'pt-BR' : 'en', today)
    return {
      data: {template, format: written.format, locale: flags.locale ?? 'en'},
      human: () =>
        ctx.output.line(`wrote ${template}: fill it in, check it with payctl bolepix import ${template} --dry-run, then import it`),
    }
  }
  if (!args.file)
    throw new UsageError(
      'FILE is required: the CSV, .xlsx or JSON Lines file of charges to import (or --template FILE to write one to fill in)',
    )
  const {importBolepix, resumeCommand} = await import('../../services/import/index.js')
  const {ImportPresenter} = await import('../../render/import.js')
  const {stateDir} = await import('../../config/paths.js')
  // Where the rows go, on a terminal (stderr), said before the first is sent; a dry run sends nothing and asks nothing.
  const where =
    !flags['dry-run'] && ctx.output.errWidth !== undefined ? await (await import('../../cli/where.js')).whereText(ctx) : undefined
  const presenter = ImportPresenter.forOutput(ctx.output, {dryRun: flags['dry-run'], where})
  const options = {
    file: args.file,
    journal: flags.journal,
    concurrency: flags.concurrency,
    dryRun: Boolean(flags['dry-run']),
    skipInvalid: Boolean(flags['skip-invalid']),
    force: flags.force,
    sheet: flags.sheet,
    today,
  }
  const deps = {
    settings: () => ctx.settings(),
    sellerId: () => ctx.sellerId(),
    // Its own Transport (its own pool, behind the 429 gate); a refreshed access token is kept as ctx.client()'s is.
    createTransport: (gate: import('../../api/sender.js').Gate) => ctx.createTransport({gate}),
    stop: ctx.signal,
    stateDir: stateDir(ctx.env),
    // A loopback sandbox's clock (`sandbox clock` may have moved it); the machine's, with no request, elsewhere.
    serviceToday: async () => localDate(await (await import('../../cli/sandbox-today.js')).localServiceNow(ctx)),
  }
  const outcome = await importBolepix(deps, options, presenter)
  // With --json an error that stops the import is the one JSON document on stdout (the journal keeps what was created).
  await presenter.end(outcome.summary, resumeCommand('payctl', options, flags.profile), {
    stopped: Boolean(outcome.failure),
    invalid: outcome.exitCode === 2,
  })
  if (outcome.failure) throw outcome.failure
  if (outcome.message) presenter.error(outcome.message)
  ctx.exitCode = outcome.exitCode
}
