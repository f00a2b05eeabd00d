/**
 * A list on a terminal as blocks (ListView.block) instead of a table, and the aligned `label  value` lines a block
 * or a single record (Output.record) is made of.
 */
import {escapeControl} from '../../util/redact.js'
import {wrapText} from '../wrap.js'
import type {Colors} from '../format.js'
import type {Labelled, ListSink, ListView} from './list-view.js'

/** What the lines are written through: Output's line(), its colours, the terminal's width and the redaction. */
export interface LinesTarget {
  line(text?: string): void
  info(text: string): void
  redact(text: string): string
  readonly colors: Colors
  readonly isTTY: boolean
  readonly width: number
}

/** Aligned `label  value` lines after `indent`; on a terminal a long value wraps under itself, not under the labels. */
export function writeLabelled(to: LinesTarget, fields: readonly Labelled[], indent = ''): void {
  const shown = fields.filter(([, v]) => v !== undefined && v !== null && v !== '')
  const width = Math.max(...shown.map(([l]) => l.length), 0)
  for (const [label, v] of shown) {
    const line = `${indent}${to.colors.dim(label.padEnd(width))}  ${escapeControl(String(v))}`
    to.line(to.isTTY ? wrapText(to.redact(line), to.width, indent.length + width + 2) : line)
  }
}

/** Each row as a block: its title, then its labelled lines indented, a blank line between. */
export function blockSink<T>(to: LinesTarget, view: ListView<T>, block: NonNullable<ListView<T>['block']>): ListSink<T> {
  let count = 0
  return {
    add: (row) => {
      const {title, fields} = block(row)
      if (count++ > 0) to.line()
      to.line(to.colors.bold(to.redact(escapeControl(title))))
      writeLabelled(to, fields, '  ')
    },
    end: async () => {
      if (count === 0) to.info(view.empty)
    },
  }
}
