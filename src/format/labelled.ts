/** A `label  value` line of a record or block (Output.record, an MCP tool's text); an empty value is left out. */
export type Labelled = readonly [label: string, value: string | number | undefined | null]
