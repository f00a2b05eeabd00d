/** Redaction of text that holds payment codes to be copied whole (Output.verbatim: a Pix code, a boleto's line). */
import {redactText, replaceSecrets} from '../../util/redact.js'

/**
 * `text` redacted except for the payment codes in it (util/code-values.ts: values whose check digits or CRC say
 * what they are), which are kept whole: no card-number masking inside them, only the known secrets replaced.
 */
export function redactAroundCodes(text: string, codes: readonly string[], secrets: readonly string[]): string {
  let out = ''
  let rest = text
  for (;;) {
    let at = -1
    let code = ''
    for (const c of codes) {
      const i = rest.indexOf(c)
      if (i !== -1 && (at === -1 || i < at)) [at, code] = [i, c]
    }
    if (at === -1) return out + redactText(rest, secrets)
    out += redactText(rest.slice(0, at), secrets) + replaceSecrets(code, secrets)
    rest = rest.slice(at + code.length)
  }
}
