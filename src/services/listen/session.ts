/**
 * One `payctl listen` run: opens the --output file (append, 0600, ending with a whole line: output-file.ts), starts
 * the receiver with its presenter, registers a webhook when asked, waits for the stop signal, then stops accepting,
 * lets in-flight requests finish, flushes the output and closes the file. A second signal cuts the remaining
 * connections.
 */
import {closeSync} from 'node:fs'
import {PayctlError, UsageError} from '../../errors.js'
import {openOutputFile} from './output-file.js'
import {portInUseMessage} from '../../util/port-holder.js'
import {Receiver, type ReceiverOptions} from './receiver.js'
import {createListenSink} from './sink.js'
import type {ListenPresenterFactory, ReceiverStats} from './types.js'

export interface ListenSessionOptions {
  receiver: ReceiverOptions
  outputFile?: string
  stdout: NodeJS.WriteStream
  /** Makes the presenter (render/listen.ts), which prints through the session's durable sink. */
  present: ListenPresenterFactory
  /**
   * Registers a webhook for this listener's URL (or the public URL); gives the webhook's id when the answer has one.
   * `remove`, given on a payctl sandbox only, deletes it again when the listener stops (Ctrl-C included).
   */
  register?: {
    publicUrl?: string
    events: string[]
    create: (target: string) => Promise<string | undefined>
    remove?: (id: string) => Promise<unknown>
  }
  /** First abort: stop gracefully. */
  stop: AbortSignal
  /** Abort: cut every connection now. */
  force: AbortSignal
}

/** Runs the listener until `stop` aborts (or printing fails); resolves with the counts. */
export async function runListenSession(o: ListenSessionOptions): Promise<ReceiverStats> {
  const output = o.outputFile ? openOutputFile(o.outputFile) : undefined
  const fd = output?.fd
  const sink = createListenSink(o.stdout, output)
  const presenter = o.present(sink)
  if (output?.repaired) presenter.event({type: 'output-repaired', file: o.outputFile!, ...output.repaired})
  let outputFailed!: () => void
  const failed = new Promise<void>((resolve) => (outputFailed = resolve))
  const receiver = new Receiver(o.receiver, {
    notification: (n, done) => presenter.notification(n, done),
    event: (e) => {
      presenter.event(e)
      if (e.type === 'output-failed') outputFailed()
    },
  })
  const onForce = () => receiver.abort()
  // The webhook this session registered on a sandbox, deleted once as it stops (whichever way it stops).
  let registered: {id: string; remove: (id: string) => Promise<unknown>} | undefined
  const unregister = async () => {
    const r = registered
    registered = undefined
    if (!r) return
    try {
      await r.remove(r.id)
      presenter.event({type: 'unregistered', id: r.id})
    } catch (err) {
      presenter.event({type: 'unregistered', id: r.id, error: (err as Error).message})
    }
  }
  o.force.addEventListener('abort', onForce, {once: true})
  try {
    try {
      await receiver.start()
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      const where = `${o.receiver.host}:${o.receiver.port}`
      if (code === 'EADDRINUSE') throw new PayctlError(`cannot listen: ${await portInUseMessage(o.receiver.host, o.receiver.port)}`)
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
        throw new UsageError(`cannot listen on ${where}: no such local address (--host)`)
      if (code === 'EACCES') throw new PayctlError(`cannot listen on ${where}: permission denied (ports below 1024 need privileges)`)
      throw err
    }
    if (o.register) {
      const target = o.register.publicUrl ?? receiver.url
      let id: string | undefined
      try {
        id = await o.register.create(target)
      } catch (err) {
        await receiver.stop()
        throw err
      }
      const remove = id !== undefined ? o.register.remove : undefined
      presenter.event({type: 'registered', id, target, events: o.register.events, removedOnStop: Boolean(remove)})
      if (remove) registered = {id: id!, remove}
    }
    let outputBroke = false
    if (!o.stop.aborted) {
      await Promise.race([
        failed.then(() => (outputBroke = true)),
        new Promise<void>((resolve) => o.stop.addEventListener('abort', () => resolve(), {once: true})),
      ])
    }
    // The webhook goes first: no new delivery is sent to a listener that is stopping.
    await unregister()
    await receiver.stop()
    await sink.drained()
    if (outputBroke) throw new PayctlError('stopped because notifications could not be written (stdout or the --output file failed)')
    return {...receiver.stats}
  } finally {
    await unregister()
    o.force.removeEventListener('abort', onForce)
    if (fd !== undefined) closeSync(fd)
  }
}
