/**
 * A bulk action as the commands run it (`bolepix cancel -`, `card capture -`, `card cancel -`;
 * docs/scripting.md#bulk-actions-from-stdin): the ids read and checked from stdin before anything is sent, then
 * --dry-run's plan or the run itself (services/bulk/run.ts), a line per id and a summary (render/bulk.ts), or with
 * --json one array of `{"id", "ok", "status" | "error"}`. The exit code: 0 when every id succeeded, 1 otherwise, 4
 * when authentication was refused (dispatching stops), 130 on Ctrl-C (requests in flight finish first).
 */
import type {Transport} from '../api/transport.js'
import {ExitCode, UsageError} from '../errors.js'
import {bulkLine, bulkSummary, dryRunLine, type BulkAction} from '../render/bulk.js'
import {readIds, type IdsInput} from '../services/bulk/ids.js'
import {runBulk, type BulkResult} from '../services/bulk/run.js'
import type {Context} from './context.js'
import {readStdin} from './stdin.js'
import {noteWhereOnTerminal} from './where.js'

export interface BulkCommand {
  /** What the ids are and which record fields carry them. */
  input: IdsInput
  action: BulkAction
  dryRun: boolean
  concurrency: number
  /** The action on one id over a transport: one request, resolving with the status the id is left in. */
  act: (transport: Transport) => (id: string) => Promise<string>
  /** The ids when they were given as an argument (--dry-run of one id); otherwise they are read from stdin. */
  ids?: readonly string[]
  /** The command as typed (`bolepix cancel`), for messages. */
  command: string
}

/** Reads the ids from stdin: never a terminal (there would be no end to the list but Ctrl-D). */
async function idsFromStdin(spec: BulkCommand): Promise<{ids: string[]; repeated: number}> {
  if (process.stdin.isTTY) {
    throw new UsageError(`${spec.command} - reads ${spec.input.what}s from stdin: pipe them in, e.g. payctl bolepix list --status PENDING --jq '.[].invoiceId' | payctl ${spec.command} - …`)
  }
  return readIds(await readStdin(), spec.input)
}

export async function runBulkCommand(ctx: Context, spec: BulkCommand): Promise<BulkResult[]> {
  const out = ctx.output
  const {ids, repeated} = spec.ids ? {ids: [...spec.ids], repeated: 0} : await idsFromStdin(spec)
  if (ids.length === 0) {
    out.info(`no ${spec.input.what}s on stdin: nothing to do`)
    if (out.json) out.printJson([])
    return []
  }
  if (spec.dryRun) {
    const results: BulkResult[] = ids.map((id) => ({id, ok: true, status: 'dry-run'}))
    if (out.json) out.printJson(results)
    else for (const id of ids) out.line(dryRunLine(id, spec.action))
    for (const line of bulkSummary(results, spec.action, {repeated, dryRun: true})) out.info(line)
    await noteWhereOnTerminal(ctx)
    return results
  }
  // Its own transport, not aborted by Ctrl-C: Ctrl-C stops dispatching, and the requests in flight finish and are
  // reported (an aborted POST would only add unknown outcomes).
  const transport = await ctx.createTransport()
  let outcome
  try {
    outcome = await runBulk({
      ids,
      act: spec.act(transport),
      concurrency: spec.concurrency,
      stop: ctx.signal,
      onResult: out.json ? undefined : (r) => out.line(bulkLine(r, spec.action)),
    })
  } finally {
    await transport.close()
  }
  if (out.json) out.printJson(outcome.results)
  for (const line of bulkSummary(outcome.results, spec.action, {repeated})) out.info(line)
  await noteWhereOnTerminal(ctx)
  if (outcome.authError) out.info(`error: ${outcome.authError.message}`)
  process.exitCode =
    outcome.stoppedBy === 'auth'
      ? ExitCode.auth
      : outcome.stoppedBy === 'interrupt'
        ? ExitCode.interrupted
        : outcome.results.every((r) => r.ok)
          ? ExitCode.ok
          : ExitCode.failure
  return outcome.results
}
