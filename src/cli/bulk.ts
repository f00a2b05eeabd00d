/**
 * A bulk action as the commands run it (`bolepix cancel -`, `card capture -`, `card cancel -`;
 * docs/scripting.md#bulk-actions-from-stdin): the ids read and checked from stdin before anything is sent, then
 * --dry-run's plan or the run itself (services/bulk/run.ts), a line per id and a summary (render/bulk.ts), or with
 * --json one array of `{"id", "ok", "status" | "error"}`. The exit code: 0 when every id succeeded, 1 otherwise, 4
 * when authentication was refused (dispatching stops), 130 on Ctrl-C (requests in flight finish first).
 */
import type {Transport} from '../api/transport.js'
import {ExitCode, UsageError} from '../errors.js'
import {bulkLine, bulkSummary, dryRunLine, wouldFailLine, type BulkAction} from '../render/bulk.js'
import {readIds, type IdsInput} from '../services/bulk/ids.js'
import {runBulk, type BulkOutcome, type BulkResult} from '../services/bulk/run.js'
import type {Context} from './context.js'
import {noteWhereOnTerminal} from './where.js'

export interface BulkCommand {
  /** What the ids are and which record fields carry them. */
  input: IdsInput
  action: BulkAction
  dryRun: boolean
  concurrency: number
  /** The action on one id over a transport: one request, resolving with the status the id is left in. */
  act: (transport: Transport) => (id: string) => Promise<string>
  /**
   * --dry-run's check of one id (docs/scripting.md#bulk-actions-from-stdin): reads where it stands and resolves when
   * the action would go through, or throws why it would fail; the dry run then exits as the real run would.
   */
  preview?: (transport: Transport) => (id: string) => Promise<string>
  /** The ids when they were given as an argument (--dry-run of one id); otherwise they are read from stdin. */
  ids?: readonly string[]
  /** The command as typed (`bolepix cancel`), for messages. */
  command: string
}

/** Reads the ids from stdin: never a terminal (there would be no end to the list but Ctrl-D). */
async function idsFromStdin(ctx: Context, spec: BulkCommand): Promise<{ids: string[]; repeated: number}> {
  if (ctx.io.stdin.isTTY) {
    throw new UsageError(
      `${spec.command} - reads ${spec.input.what}s from stdin: pipe them in, e.g. payctl bolepix list --status PENDING --jq '.[].invoiceId' | payctl ${spec.command} - …`,
    )
  }
  return readIds(await ctx.readStdin(), spec.input)
}

/** --dry-run: each id checked (spec.preview) and what would be sent, or why it would fail; nothing is sent. */
async function dryRun(ctx: Context, spec: BulkCommand, ids: string[], repeated: number): Promise<BulkResult[]> {
  const out = ctx.output
  const show = (r: BulkResult) => out.line(r.ok ? dryRunLine(r.id, spec.action) : wouldFailLine(r))
  const outcome = spec.preview
    ? await withTransport(ctx, (t) =>
        runBulk({ids, act: spec.preview!(t), concurrency: spec.concurrency, stop: ctx.signal, onResult: out.json ? undefined : show}),
      )
    : undefined
  // What the run would report: `dry-run` for an id that would go through.
  const results: BulkResult[] = (outcome?.results ?? ids.map((id) => ({id, ok: true as const, status: ''}))).map((r) =>
    r.ok ? {...r, status: 'dry-run'} : r,
  )
  if (out.json) out.printJson(results)
  else if (!outcome) for (const r of results) show(r)
  for (const line of bulkSummary(results, spec.action, {repeated, dryRun: true})) out.info(line)
  ctx.exitCode = exitCodeOf(results, outcome)
  return results
}

/** Its own transport, not aborted by Ctrl-C: Ctrl-C stops dispatching; the requests in flight finish and are reported. */
async function withTransport<T>(ctx: Context, run: (t: Transport) => Promise<T>): Promise<T> {
  const transport = await ctx.createTransport()
  try {
    return await run(transport)
  } finally {
    await transport.close()
  }
}

/** 0 when every id succeeded, 1 otherwise, 4 when authentication was refused, 130 on Ctrl-C. */
function exitCodeOf(results: readonly BulkResult[], outcome: BulkOutcome | undefined): number {
  return outcome?.stoppedBy === 'auth'
    ? ExitCode.auth
    : outcome?.stoppedBy === 'interrupt'
      ? ExitCode.interrupted
      : results.every((r) => r.ok)
        ? ExitCode.ok
        : ExitCode.failure
}

export async function runBulkCommand(ctx: Context, spec: BulkCommand): Promise<BulkResult[]> {
  const out = ctx.output
  const {ids, repeated} = spec.ids ? {ids: [...spec.ids], repeated: 0} : await idsFromStdin(ctx, spec)
  if (ids.length === 0) {
    out.info(`no ${spec.input.what}s on stdin: nothing to do`)
    if (out.json) out.printJson([])
    return []
  }
  // Where the ids go, first (docs/output.md#pickers-and-confirmations): before the first request, not after the work.
  await noteWhereOnTerminal(ctx)
  if (spec.dryRun) return dryRun(ctx, spec, ids, repeated)
  // An aborted POST would only add unknown outcomes: withTransport's transport is not tied to Ctrl-C.
  const outcome = await withTransport(ctx, (transport) =>
    runBulk({
      ids,
      act: spec.act(transport),
      concurrency: spec.concurrency,
      stop: ctx.signal,
      onResult: out.json ? undefined : (r) => out.line(bulkLine(r, spec.action)),
    }),
  )
  if (out.json) out.printJson(outcome.results)
  for (const line of bulkSummary(outcome.results, spec.action, {repeated})) out.info(line)
  if (outcome.authError) out.info(`error: ${outcome.authError.message}`)
  ctx.exitCode = exitCodeOf(outcome.results, outcome)
  return outcome.results
}
