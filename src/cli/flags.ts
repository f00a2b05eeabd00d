/** Flags shared by commands, spread explicitly (`...apiFlags`) rather than inherited through layers. */
import {Flags} from '@oclif/core'
import type {SortKey} from '../render/list-sort.js'

/** Every command: --json (only JSON on stdout), --jq (jq over it) and --debug (redacted HTTP log on stderr). */
export const outputFlags = {
  json: Flags.boolean({description: 'Print only JSON on stdout (errors as {"error": …}).', helpGroup: 'GLOBAL'}),
  jq: Flags.string({
    description:
      'Filter the JSON output with a jq program (implies --json): one result per line, strings raw (jq -r -c). jq 1.8 itself, not a subset.',
    helpGroup: 'GLOBAL',
  }),
  debug: Flags.boolean({
    description: 'Log each HTTP request and response to stderr, secrets redacted (also DEBUG=payctl*).',
    helpGroup: 'GLOBAL',
  }),
}

/** Every command that talks to the API. */
export const apiFlags = {
  ...outputFlags,
  profile: Flags.string({
    description: 'Profile to use (default: PAYCTL_PROFILE, then the current profile).',
    helpGroup: 'GLOBAL',
  }),
}

/** --seller-id, for commands whose path or query names the seller. */
export const sellerIdFlag = {
  'seller-id': Flags.string({description: "Seller id (default: PAYCTL_SELLER_ID, then the profile's)."}),
}

/** --yes, for commands that ask for confirmation. */
/** --qr-theme and --qr-file, beside a command's --qr (actions/bolepix/pix-qr.ts, docs/bolepix.md#the-pix-qr-on-the-terminal). */
export const qrFlags = {
  'qr-theme': Flags.string({
    options: ['light', 'dark'],
    description: "the terminal's background, which --qr draws for (default: from COLORFGBG when it is set, else dark)",
  }),
  'qr-file': Flags.string({description: 'also write the Pix QR code to FILE, PNG or SVG by its extension (an existing file is replaced)'}),
}

export const yesFlag = {
  yes: Flags.boolean({char: 'y', description: 'Do not ask for confirmation (required without a terminal).'}),
}

/** --body-file, for commands that send a body: a JSON file, or - for stdin. */
export const bodyFileFlag = {
  'body-file': Flags.string({description: 'Read the request body from a JSON file (- for stdin); flags override its fields.'}),
  'skip-validation': Flags.boolean({
    description: 'Send the body without checking it first (for when the Beta API moves faster than payctl).',
  }),
}

/**
 * List commands: the forms of data for scripts (--fields, --csv, --jsonl) and of tables for people (--wide,
 * --columns). `fields` are the record's fields (schemas/record-fields.ts), listed in the help of --fields.
 */
export function listFlags(fields: readonly string[]) {
  return {
    fields: Flags.string({
      description: `Only these fields of each record, comma-separated, dotted for nested ones (implies --json; with --csv, its columns). Fields: ${fields.join(', ')}.`,
      helpGroup: 'OUTPUT',
    }),
    csv: Flags.boolean({
      description:
        "CSV (RFC 4180, UTF-8, CRLF): a header row of the record's fields, then a row per record; a cell a spreadsheet would run as a formula is prefixed with '.",
      helpGroup: 'OUTPUT',
      exclusive: ['json', 'jsonl', 'jq'],
    }),
    'csv-bom': Flags.boolean({
      description: 'With --csv: begin with a UTF-8 byte order mark (for Excel).',
      helpGroup: 'OUTPUT',
      dependsOn: ['csv'],
    }),
    xlsx: Flags.string({
      description:
        'Write the records to this .xlsx workbook (typed cells: amounts as R$ numbers, dates as dates, ids and documents as text; header frozen and filtered) instead of printing them.',
      helpGroup: 'OUTPUT',
      // Not declared `exclusive` (oclif's usage line would print the group as empty "| |"): Context refuses the mix.
    }),
    locale: Flags.string({
      description:
        'With --csv: pt-BR writes ";" between fields, a decimal comma and a BOM (what Excel and LibreOffice in Portuguese open right). With --xlsx: dates shown dd/mm/aaaa.',
      helpGroup: 'OUTPUT',
      options: ['en', 'pt-BR'],
    }),
    jsonl: Flags.boolean({
      description: 'JSON Lines: one compact JSON object per record, printed as the records arrive (any size in constant memory).',
      helpGroup: 'OUTPUT',
      exclusive: ['json', 'csv'],
    }),
    wide: Flags.boolean({
      description: 'On a terminal: every column, nothing cut (lines may be wider than the terminal).',
      helpGroup: 'OUTPUT',
    }),
    columns: Flags.string({
      description: 'On a terminal: only these columns, in this order (comma-separated names; an unknown one lists the names there are).',
      helpGroup: 'OUTPUT',
    }),
    'no-pager': Flags.boolean({
      description: 'On a terminal: print a table longer than the screen instead of paging it (PAYCTL_PAGER, PAGER, less -FRX).',
      helpGroup: 'OUTPUT',
    }),
  }
}

/**
 * Lists of records in time order (docs/decisions.md#lists-on-a-terminal): a terminal shows the newest 30 first;
 * --all shows every one. Pipes and data forms are complete anyway.
 */
export const recentListFlags = {
  all: Flags.boolean({
    description: 'On a terminal: every record, not only the newest 30 (pipes and data forms are always complete).',
    exclusive: ['limit'],
  }),
}

/**
 * --sort on the lists of records in time order (docs/decisions.md#sorting-lists): `FIELD` or `FIELD:desc`,
 * comma-separated, among the record's fields (`fields`, as --fields names them) but `except`. Checked when the
 * command line is parsed, before anything is sent: an unknown field is exit 2 naming the fields there are. (The
 * description stays within five lines: a longer one turns oclif's whole group of flags into a layout wider than 80.)
 */
export function sortFlag(fields: readonly string[], except: readonly string[] = []) {
  const sortable = fields.filter((f) => !except.includes(f))
  return {
    sort: Flags.custom<SortKey[]>({
      description: `Order the records by these fields of --fields${except.length > 0 ? ` (not ${except.join(', ')})` : ''}, comma-separated, each FIELD or FIELD:desc, in every form and on a terminal. Reads every record first; --limit N then keeps the first N of this order.`,
      helpValue: 'FIELD',
      helpGroup: 'OUTPUT',
      parse: async (input) => (await import('../render/list-sort.js')).parseSort(input, sortable),
    })(),
  }
}

export {limitToSend, recentListOptions} from './list-options.js'

/**
 * Commands that act on an id, or on many read from stdin with `-` (docs/scripting.md#bulk-actions-from-stdin):
 * --dry-run and --concurrency.
 */
export const bulkFlags = {
  'dry-run': Flags.boolean({description: 'Print the request each id would be sent, and send nothing.'}),
  concurrency: Flags.integer({description: 'With - (ids from stdin): requests in flight at once.', default: 4, min: 1, max: 64}),
}

/** Create commands: -q/--quiet prints only the new id, for `id=$(payctl … -q)`. */
export const quietFlag = {
  quiet: Flags.boolean({char: 'q', description: 'Print only the new id (one line), for id=$(payctl … -q).', exclusive: ['json', 'jq']}),
}

/** Streams (`events tail`, `listen`): they print one JSON line per item with --json; --jsonl says the same. */
export const streamFlags = {
  jsonl: Flags.boolean({
    description: 'JSON Lines: one compact JSON object per line, printed as items arrive (the same as --json here).',
    helpGroup: 'OUTPUT',
  }),
}

/** Record commands (`bolepix get`): --fields over the one record. */
export function recordFlags(fields: readonly string[]) {
  return {fields: listFlags(fields).fields}
}
