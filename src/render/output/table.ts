/**
 * A list on a terminal as a table (render/table.ts draws it): each row kept only as its cells (CellRows) until the
 * last one, since the widths need every row; paged when longer than the screen and a person reads it.
 */
import {personAt} from '../../util/agent.js'
import {CellRows, columnKeys, leftOutLine, tableChunks} from '../table.js'
import {writePaged} from '../pager.js'
import type {Colors} from '../format.js'
import type {ListOptions, ListSink, ListView} from './list-view.js'
import {redactedColumns} from './tsv.js'
import {BIG_LIST_ROWS, keepYoungGenerationSize} from './young-generation.js'
import {writeAll} from './write.js'

/** Where and how the table is drawn: the terminal and the flags of the command. */
export interface TableTarget {
  stdout: NodeJS.WriteStream
  env: NodeJS.ProcessEnv
  width: number
  colors: Colors
  errColors: Colors
  secrets: readonly string[]
  /** --wide: every column, nothing cut. */
  wide?: boolean
  /** --columns: only these (keys or fields), in this order. */
  columns?: readonly string[]
  /** --no-pager. */
  noPager: boolean
  info: (text: string) => void
}

export function tableSink<T>(view: ListView<T>, to: TableTarget, options: Pick<ListOptions, 'noPager' | 'noWideFlag'> = {}): ListSink<T> {
  const shown = to.wide ? view.columns : view.columns.map((c) => (c.short ? {...c, get: c.short} : c))
  const cells = new CellRows(redactedColumns(shown, to.secrets))
  // Named by key or by the field each shows (`due` or `dueDate`), as --fields and --sort name fields.
  const columns = to.columns && columnKeys(to.columns, view.columns)
  return {
    add: (row) => {
      cells.add(row)
      if (cells.length === BIG_LIST_ROWS) keepYoungGenerationSize()
    },
    end: async () => {
      if (cells.length === 0) {
        to.info(view.empty)
        return
      }
      // The cells are already redacted.
      let leftOut: string[] = []
      const chunks = tableChunks(cells, {
        width: to.width,
        color: to.colors.enabled,
        wide: to.wide,
        columns,
        leftOut: (headers) => (leftOut = headers),
      })
      // No pager for an AI agent: it cannot quit one (util/agent.ts).
      if (to.noPager || options.noPager || !personAt(to.stdout, to.env)) await writeAll(to.stdout, chunks)
      else await writePaged(chunks, {stdout: to.stdout, env: to.env})
      // A screen that leaves columns out says so, so that nobody takes what is shown for all there is.
      if (leftOut.length > 0) to.info(to.errColors.dim(leftOutLine(leftOut, to.width, options.noWideFlag ? '--json' : '--wide')))
    },
  }
}
