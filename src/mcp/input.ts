/**
 * The MCP server's input, guarded (docs/mcp.md, "Starting it"): JSON-RPC over stdio is one message per line, and a line longer
 * than MAX_MESSAGE_BYTES is a transport error. The SDK's stdio transport, on such a line, closes at once: the calls in
 * flight could no longer be answered and the server ended with exit 0. Here the line is stopped before the transport
 * (transport.ts) sees its end, the complete messages before it still go through, and the server is told, so that it
 * drains (answers the calls in flight, declines the open confirmations) and then ends with exit 1.
 */
import {Transform, type TransformCallback} from 'node:stream'

const MiB = 1024 * 1024
/** The longest message taken (the SDK's own default limit). */
export const MAX_MESSAGE_BYTES = 10 * MiB

export class MessageSizeGuard extends Transform {
  /** Bytes of the current line (since the last newline) already passed on. */
  private lineBytes = 0
  private failed = false

  constructor(
    private readonly onTooLong: (message: string) => void,
    private readonly max = MAX_MESSAGE_BYTES,
  ) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.failed) return done()
    let start = 0
    for (;;) {
      const nl = chunk.indexOf(0x0a, start)
      const length = this.lineBytes + (nl === -1 ? chunk.length : nl) - start
      if (length > this.max) {
        // What came before this line is whole messages: pass it on; this line never gets its end.
        if (start > 0) this.push(chunk.subarray(0, start))
        this.failed = true
        this.onTooLong(
          `a message longer than ${this.max % MiB === 0 ? `${this.max / MiB} MiB` : `${this.max} bytes`}${nl === -1 ? ' with no newline yet' : ''}`,
        )
        return done()
      }
      if (nl === -1) {
        this.lineBytes = length
        break
      }
      this.lineBytes = 0
      start = nl + 1
    }
    done(null, chunk)
  }
}
