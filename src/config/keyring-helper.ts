/**
 * The keyring helper: a separate Node process that src/config/keyring.ts starts for each batch of keyring calls
 * (docs/tokens.md#how-payctl-talks-to-the-keyring). The native binding connects to the session bus synchronously
 * and can block without end on a bus or Secret Service that does not answer; in a child process such a call can
 * be stopped (SIGKILL after 3 s), which a worker thread or the main thread cannot be.
 *
 * Reads one JSON request on stdin, `{"service", "ops": [{"op": "get"|"set"|"delete", "account", "value"?}]}`, and
 * writes `{"ready":true}` and a newline once the binding is loaded, then one JSON answer on stdout: `{"results": [{"ok": true, "value"?: string|null, "deleted"?: boolean} |
 * {"ok": false, "error"}]}`, or `{"error"}` when the binding cannot be loaded. Secrets travel only through the pipes.
 */
import {createRequire} from 'node:module'

interface Op {
  op: 'get' | 'set' | 'delete'
  account: string
  value?: string
}
interface EntryLike {
  getPassword(): string | null
  setPassword(value: string): void
  deleteCredential(): boolean
}
type EntryClass = new (service: string, account: string, options?: {linux?: {store?: string}}) => EntryLike

function readAll(): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    process.stdin.setEncoding('utf8')
    process.stdin.on('data', (d: string) => (text += d))
    process.stdin.on('end', () => resolve(text))
    process.stdin.on('error', reject)
  })
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0]!

async function main(): Promise<void> {
  const request = JSON.parse(await readAll()) as {service: string; ops: Op[]}
  let Entry: EntryClass
  try {
    Entry = (createRequire(import.meta.url)('@napi-rs/keyring') as {Entry: EntryClass}).Entry
  } catch (err) {
    process.stdout.write(JSON.stringify({error: `the keyring module @napi-rs/keyring cannot be loaded: ${message(err)}`}))
    return
  }
  // The parent's 3 s for the keyring start now: loading Node and the binding can be slow on a loaded machine.
  process.stdout.write('{"ready":true}\n')
  // Pinned to the Secret Service on Linux: the binding's default falls back silently to the kernel keyutils store,
  // which a reboot wipes (docs/tokens.md). Other systems have one store each (Keychain, Credential Manager).
  const options = {linux: {store: 'secret-service'}}
  const results = request.ops.map((op) => {
    try {
      const entry = new Entry(request.service, op.account, options)
      if (op.op === 'get') return {ok: true, value: entry.getPassword()}
      if (op.op === 'set') {
        entry.setPassword(op.value ?? '')
        return {ok: true}
      }
      return {ok: true, deleted: entry.deleteCredential()}
    } catch (err) {
      return {ok: false, error: message(err)}
    }
  })
  process.stdout.write(JSON.stringify({results}))
}

main().catch((err: unknown) => {
  process.stdout.write(JSON.stringify({error: `keyring helper: ${message(err)}`}))
})
