import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, sellerIdFlag, streamFlags} from '../../cli/flags.js'
import {UsageError} from '../../errors.js'

export default class BolepixImport extends BaseCommand {
  static override summary = 'Create many Bolepix charges from a CSV, .xlsx or JSON Lines file; safe to interrupt and rerun.'
  static override description = [
    'CSV: a header row of flag names without -- (due-date, debtor-name), body paths (dueDate, debtor.name) or Portuguese names (Valor, Vencimento, Nome, CPF/CNPJ…); quoted fields as in RFC 4180; UTF-8 (a BOM tolerated), UTF-16 or Windows-1252; "," ";" or tab. pt-BR values: 1.234,56, 25/12/2026, 2,00%. .xlsx: the first sheet, or --sheet. JSON Lines (.jsonl, .ndjson, or content starting with "{"): one creation body per line. --template FILE writes one to fill in.',
    "Every row is validated first: invalid rows are named with their line and field, and nothing is sent (exit 2) unless --skip-invalid. Rows without order_id get one derived from the row's values, the same on every run and in any file: the same rows saved again (another encoding, .xlsx) create nothing new.",
    "A journal (FILE.journal) records each request before it is sent and its outcome after. Running the same command again skips created and rejected rows and reconciles unknown ones by listing the seller's invoices, never resending them blindly. Ctrl-C stops sending, lets the requests in flight finish, and exits 130.",
    'The same rows (same file content, seller and base URL) are never sent by two runs at once, whatever their journals; rows that another journal already sent are refused unless --force.',
    'Exit 1 if any row was rejected or its outcome is unknown. At the end, a table of every row: its line, invoice id, status, order id and reason. --json prints one array of the rows, [{line, order_id, status, invoice_id?, reason?}], at the end; --jsonl one such line per row as it goes; the summary then goes to stderr.',
  ].join('\n\n')
  static override examples = [
    '<%= config.bin %> bolepix import charges.csv',
    '<%= config.bin %> bolepix import charges.csv --dry-run',
    '<%= config.bin %> bolepix import charges.jsonl --concurrency 8 --journal /var/lib/payctl/march.journal --json',
    '<%= config.bin %> bolepix import charges.csv --skip-invalid',
    '<%= config.bin %> bolepix import --template cobrancas.xlsx --locale pt-BR',
    '<%= config.bin %> bolepix import cobrancas.xlsx --sheet Março --dry-run',
  ]
  static override args = {
    file: Args.string({description: 'CSV, .xlsx or JSON Lines file of charges'}),
  }
  static override flags = {
    ...apiFlags,
    ...sellerIdFlag,
    jsonl: Flags.boolean({...streamFlags.jsonl, description: 'JSON Lines: one compact JSON line per row, printed as each row is done (--json: one array at the end).'}),
    concurrency: Flags.integer({description: 'requests in flight at once', default: 4, min: 1, max: 64}),
    journal: Flags.string({description: 'journal file that makes reruns safe (default: FILE.journal)'}),
    'dry-run': Flags.boolean({description: 'validate every row and report, send nothing'}),
    'skip-invalid': Flags.boolean({description: 'import the valid rows even when some are invalid (those are reported)'}),
    force: Flags.boolean({description: 'send rows that another journal already sent to the same seller (each such charge is created again)'}),
    sheet: Flags.string({description: 'the sheet of an .xlsx file to import (default: the first)'}),
    template: Flags.string({description: 'write a file to fill in (.csv or .xlsx, by extension) with one example row, and import nothing', exclusive: ['dry-run', 'sheet', 'journal']}),
    locale: Flags.string({description: 'with --template: pt-BR for Portuguese column names and pt-BR values (a CSV then UTF-8 with a BOM, ";")', options: ['en', 'pt-BR'], dependsOn: ['template']}),
  }

  async run(): Promise<unknown> {
    const {args, flags} = await this.parse(BolepixImport)
    const ctx = this.context(flags)
    if (flags.template) {
      if (args.file) throw new UsageError('--template writes a file to fill in: give it without a FILE to import')
      const {writeTemplate} = await import('../../services/import/template.js')
      const {localDate} = await import('../../schemas/dates.js')
      const written = await writeTemplate(flags.template, flags.locale === 'pt-BR' ? 'pt-BR' : 'en', localDate(new Date()))
      const result = {template: flags.template, format: written.format, locale: flags.locale ?? 'en'}
      if (ctx.output.json) ctx.output.printJson(result)
      else ctx.output.line(`wrote ${flags.template}: fill it in, check it with ${this.config.bin} bolepix import ${flags.template} --dry-run, then import it`)
      return result
    }
    if (!args.file) throw new UsageError('FILE is required: the CSV, .xlsx or JSON Lines file of charges to import (or --template FILE to write one to fill in)')
    const {importBolepix, resumeCommand} = await import('../../services/import/index.js')
    const {ImportPresenter} = await import('../../render/import.js')
    const {stateDir} = await import('../../config/paths.js')
    // Where the rows go, on a terminal (stderr), said before the first is sent; a dry run sends nothing and asks nothing.
    const where = !flags['dry-run'] && ctx.output.errWidth !== undefined ? await (await import('../../cli/where.js')).whereText(ctx) : undefined
    const presenter = new ImportPresenter(ctx.output, {json: ctx.output.json, stream: ctx.output.format === 'jsonl', progress: Boolean(ctx.output.stderr.isTTY), dryRun: flags['dry-run'], where})
    const options = {
      file: args.file,
      journal: flags.journal,
      concurrency: flags.concurrency,
      dryRun: flags['dry-run'],
      skipInvalid: flags['skip-invalid'],
      force: flags.force,
      sheet: flags.sheet,
    }
    const deps = {
      settings: () => ctx.settings(),
      sellerId: () => ctx.sellerId(),
      // Its own Transport (its own pool and the 429 gate); a refreshed access token is kept as ctx.client()'s is.
      createTransport: (dispatcher: import('undici').Dispatcher) => ctx.createTransport({dispatcher}),
      stop: ctx.signal,
      stateDir: stateDir(ctx.env),
    }
    const outcome = await importBolepix(deps, options, presenter)
    // With --json an error that stops the import is the one JSON document on stdout (the journal keeps what was created).
    const stopped = Boolean(outcome.failure)
    if (outcome.exitCode !== 2 || options.dryRun) await presenter.summary(outcome.summary, resumeCommand(this.config.bin, options, flags.profile), stopped)
    // Invalid rows, nothing sent: stderr named them; --json still gets its one array.
    else if (ctx.output.json) await presenter.printResults(stopped)
    if (outcome.failure) throw outcome.failure
    if (outcome.message) presenter.error(outcome.message)
    process.exitCode = outcome.exitCode
    return outcome.summary
  }
}
