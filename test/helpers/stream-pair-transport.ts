/**
 * A client's transport over a server's stdin and stdout given as streams: newline-delimited JSON-RPC, as the SDKs'
 * StdioClientTransport speaks to a process (the framing is the same in SDK v1 and v2, so one class serves the 2025
 * client of helpers/mcp.ts and the 2026-07-28 client of helpers/mcp-modern.ts). Closing it ends the server's stdin.
 */
import type {Readable, Writable} from 'node:stream'

export class StreamPairTransport<Message extends object> {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: Message) => void
  private pending = ''
  constructor(
    private readonly toServer: Writable,
    private readonly fromServer: Readable,
  ) {}
  async start(): Promise<void> {
    this.fromServer.setEncoding('utf8').on('data', (chunk: string) => {
      this.pending += chunk
      for (let end = this.pending.indexOf('\n'); end !== -1; end = this.pending.indexOf('\n')) {
        const line = this.pending.slice(0, end).replace(/\r$/, '')
        this.pending = this.pending.slice(end + 1)
        try {
          this.onmessage?.(JSON.parse(line) as Message)
        } catch (err) {
          this.onerror?.(err as Error)
        }
      }
    })
    this.fromServer.on('end', () => this.onclose?.())
  }
  async send(message: Message): Promise<void> {
    this.toServer.write(`${JSON.stringify(message)}\n`)
  }
  async close(): Promise<void> {
    this.toServer.end()
  }
}
