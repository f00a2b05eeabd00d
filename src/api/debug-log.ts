/**
 * The transport's --debug log (docs/http.md#debug-log): one redacted line per attempt, answer, wait and failure. Known
 * secrets and card numbers are masked in every line; bodies are redacted before they are shortened.
 */
import {redactText, redactValue} from '../util/redact.js'
import {ProxySettings, showProxy} from '../util/proxy.js'

export class DebugLog {
  constructor(
    private readonly sink: ((line: string) => void) | undefined,
    private readonly secrets: () => string[],
    private readonly proxies: ProxySettings,
  ) {}

  get enabled(): boolean {
    return this.sink !== undefined
  }

  line(text: string): void {
    if (this.sink) this.sink(redactText(text, this.secrets()))
  }

  /** A body for the log (see debugBody). */
  body(text: string): string {
    return debugBody(text, this.secrets())
  }

  /** ` via proxy http://***@proxy:3128` for a line, when a request to `url` goes through one. */
  via(url: URL): string {
    const proxy = this.proxies.proxyFor(url)
    return proxy ? ` via proxy ${showProxy(proxy)}` : ''
  }
}

/**
 * A body for the --debug log, redacted before it is shortened (a cut must not leave half a secret): JSON with
 * secret-named fields (a webhook's `authorization`, …) masked, known secrets and card numbers masked everywhere.
 */
export function debugBody(text: string, secrets: readonly string[], max = 4000): string {
  let out = redactText(text, secrets)
  if (/^\s*[[{]/.test(text)) {
    try {
      out = JSON.stringify(redactValue(JSON.parse(text), secrets))
    } catch {
      // not JSON after all: the text as redacted above
    }
  }
  return out.length > max ? `${out.slice(0, max)}…` : out
}
