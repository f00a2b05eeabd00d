import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, sellerIdFlag, streamFlags} from '../../cli/flags.js'

export default class BolepixImport extends BaseCommand {
  static override summary = 'Create many Bolepix charges from a CSV, .xlsx or JSON Lines file; safe to interrupt and rerun.'
  static override description = [
    'CSV: a header row of flag names without -- (due-date, debtor-name), body paths (dueDate, debtor.name) or Portuguese names (Valor, Vencimento, Nome, CPF/CNPJ…); quoted fields as in RFC 4180; UTF-8 (a BOM tolerated), UTF-16 or Windows-1252; "," ";" or tab. pt-BR values: 1.234,56, 25/12/2026, 2,00%. .xlsx: the first sheet, or --sheet. JSON Lines (.jsonl, .ndjson, or content starting with "{"): one creation body per line. --template FILE writes one to fill in.',
    "Every row is validated first: invalid rows are named with their line and field, and nothing is sent (exit 2) unless --skip-invalid. Rows without order_id get one derived from the row's values, the same on every run and in any file: the same rows saved again (another encoding, .xlsx) create nothing new.",
    "A journal (FILE.journal) records each request before it is sent and its outcome after. Running the same command again skips created and rejected rows and reconciles unknown ones by listing the seller's invoices, never resending them blindly. Ctrl-C stops sending, lets the requests in flight finish, and exits 130.",
    'The same rows (same file content, seller and base URL) are never sent by two runs at once, whatever their journals; rows that another journal already sent are refused unless --force.',
    'Exit 1 if any row was rejected or its outcome is unknown. At the end, a table of every row: its line, invoice id, status, order id and reason. --json prints one array of the rows, [{line, order_id, status, invoice_id?, reason?}], at the end; --jsonl one such line per row as it goes; the summary then goes to stderr.',
  ].join('\n\n')
  static override writes = true
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
    jsonl: Flags.boolean({
      ...streamFlags.jsonl,
      description: 'JSON Lines: one compact JSON line per row, printed as each row is done (--json: one array at the end).',
    }),
    concurrency: Flags.integer({description: 'requests in flight at once', default: 4, min: 1, max: 64}),
    journal: Flags.string({description: 'journal file that makes reruns safe (default: FILE.journal)'}),
    'dry-run': Flags.boolean({description: 'validate every row and report, send nothing'}),
    'skip-invalid': Flags.boolean({description: 'import the valid rows even when some are invalid (those are reported)'}),
    force: Flags.boolean({
      description: 'send rows that another journal already sent to the same seller (each such charge is created again)',
    }),
    sheet: Flags.string({description: 'the sheet of an .xlsx file to import (default: the first)'}),
    template: Flags.string({
      description: 'write a file to fill in (.csv or .xlsx, by extension) with one example row, and import nothing',
      exclusive: ['dry-run', 'sheet', 'journal'],
    }),
    locale: Flags.string({
      description: 'with --template: pt-BR for Portuguese column names and pt-BR values (a CSV then UTF-8 with a BOM, ";")',
      options: ['en', 'pt-BR'],
      dependsOn: ['template'],
    }),
  }

  async run(): Promise<void> {
    await this.act(BolepixImport, () => import('../../actions/bolepix/import.js'))
  }
}
