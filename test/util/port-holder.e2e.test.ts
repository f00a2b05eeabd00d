/**
 * A busy port says which kind of process holds it when it can (a payctl sandbox, a payctl listener, another program)
 * and how to choose another, for `listen` and `sandbox start`; never "unexpected error".
 */
import {createServer, type Server} from 'node:net'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runInProcess} from '../helpers/in-process.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {portHolder} from '../../src/util/port-holder.js'
import {startListener, stopAllListeners, type RunningListener} from '../commands/listen/listener.js'

/** A TCP server that accepts and says nothing (another program). */
async function silentServer(): Promise<{server: Server; port: number}> {
  const server = createServer((socket) => socket.on('error', () => undefined))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {server, port: (server.address() as {port: number}).port}
}

// One sandbox, one listener and one silent server for both tests (they only hold their ports), which run at once.
let sb: TestSandbox
let listener: RunningListener
let other: {server: Server; port: number}
beforeAll(async () => {
  ;[sb, listener, other] = await Promise.all([
    withSandbox(),
    startListener(['--port', '0', '--authorization', 'tok-busy-port']),
    silentServer(),
  ])
})
afterAll(async () => {
  other?.server.close()
  await Promise.all([sb?.close(), stopAllListeners()])
})

describe.concurrent('a port in use', {timeout: 60_000}, () => {
  it('is told apart: a payctl sandbox, a payctl listener, another program', async () => {
    expect(await portHolder('127.0.0.1', sb.sandbox.port)).toBe('payctl sandbox')
    expect(await portHolder('127.0.0.1', listener.port)).toBe('payctl listener')
    expect(await portHolder('127.0.0.1', other.port, 300)).toBe('another program')
  })

  it('listen on a port a sandbox holds, and sandbox start on a port a listener or another program holds', async () => {
    const [onSandbox, onListener, onOther] = await Promise.all([
      runInProcess(['listen', '--port', String(sb.sandbox.port), '--authorization', 'tok-2']),
      runInProcess(['sandbox', 'start', '--port', String(listener.port)]),
      runInProcess(['sandbox', 'start', '--port', String(other.port)]),
    ])
    expect(onSandbox.code).toBe(1)
    expect(onSandbox.stderr).toBe(
      `error: cannot listen: port ${sb.sandbox.port} on 127.0.0.1 is in use by a payctl sandbox: stop it (Ctrl-C where it runs), or choose another port with --port (--port 0 picks a free one)\n`,
    )
    expect(onListener.code).toBe(1)
    expect(onListener.stderr).toContain(`port ${listener.port} on 127.0.0.1 is in use by a payctl listener: stop it`)
    expect(onOther.code).toBe(1)
    expect(onOther.stderr).toBe(
      `error: cannot start the sandbox: port ${other.port} on 127.0.0.1 is in use by another program: choose another port with --port (--port 0 picks a free one)\n`,
    )
    for (const r of [onSandbox, onListener, onOther]) expect(r.stderr).not.toContain('unexpected')
  })
})
