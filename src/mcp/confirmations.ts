/**
 * How a person is asked to confirm a write, per protocol revision (docs/mcp.md#confirmations):
 *
 * - on 2025-11-25 and 2025-06-18 the server asks during the call (`elicitation/create`), and the call waits for the
 *   answer: `askDuringCall`. The call's own cancellation (`notifications/cancelled`), the client closing its input
 *   and the time limit each end the question as a decline: nothing is sent.
 * - on 2026-07-28 the server cannot ask: it answers the call with `input_required` (one form elicitation, the same
 *   text) and a signed `requestState` (state.ts), and the client calls again with the answer and the state:
 *   `askByRoundTrip`. The state is checked before the tool runs, the text it was shown when the write is about to be
 *   sent, and it is spent then.
 *
 * A confirmer also makes the ids a write generates (an order id), the same on every round of one confirmation.
 */
import {randomUUID} from 'node:crypto'
import {inputResponse, type InputResponses} from '@modelcontextprotocol/server'
import {DeclinedError} from '../errors.js'
import {idsFrom, RequestStates, textDigest, type VerifiedState} from './state.js'

/** The key of the one input request a confirmation makes on 2026-07-28. */
export const CONFIRM_KEY = 'confirm'

export interface Confirmer {
  /** Whether this client can show a person a form (else every write is refused before anything is read). */
  readonly canAsk: boolean
  /** An id the write generates (an order id). */
  newId(): string
  /** Resolves once the person accepted `text`; throws a DeclinedError (nothing sent), or AskFirst on 2026-07-28. */
  confirm(text: string): Promise<void>
}

/** Thrown on the first round of a 2026-07-28 confirmation: the call is answered with `input_required`, not an error. */
export class AskFirst extends Error {
  constructor(
    readonly text: string,
    readonly nonce: string,
  ) {
    super('a person must confirm first (input_required)')
  }
}

const declined = (action: string) =>
  new DeclinedError(`not sent: the person ${action === 'decline' ? 'declined' : 'cancelled'} the confirmation; nothing was sent`)

/** Whether client capabilities include form elicitation (an empty `elicitation` object means form, as 2025-06-18 had it). */
export function canAskForm(capabilities: {elicitation?: {form?: unknown; url?: unknown}} | undefined): boolean {
  const e = capabilities?.elicitation
  return !!e && (e.form !== undefined || e.url === undefined)
}

/** 2025 revisions: the question is an `elicitation/create` request sent during the call. */
export function askDuringCall(options: {
  canAsk: boolean
  elicit: (text: string, signal: AbortSignal) => Promise<{action: string}>
  /** The call's own signal: a `notifications/cancelled` for it aborts it. */
  call: AbortSignal
  /** Aborted when the client closes its input. */
  clientGone: AbortSignal
}): Confirmer {
  return {
    canAsk: options.canAsk,
    newId: randomUUID,
    async confirm(text) {
      // The question's own signal, tied to the call and to the client only while it is open (a listener left on
      // clientGone by every question answered would stay until the end, and Node warns of a leak from the 11th).
      const asking = new AbortController()
      const links: [AbortSignal, string][] = [
        [options.call, 'the call was cancelled'],
        [options.clientGone, 'the client closed its input'],
      ]
      const stops = links.map(([signal, why]) => {
        const stop = () => asking.abort(new Error(why))
        if (signal.aborted) stop()
        else signal.addEventListener('abort', stop, {once: true})
        return () => signal.removeEventListener('abort', stop)
      })
      let answer
      try {
        answer = await options.elicit(text, asking.signal)
      } catch (err) {
        throw new DeclinedError(
          `not sent: the confirmation could not be asked or was not answered (${(err as Error).message}); nothing was sent`,
        )
      } finally {
        for (const off of stops) off()
      }
      // An answer that arrives after the call was cancelled confirms nothing: the client no longer waits for it.
      if (options.call.aborted)
        throw new DeclinedError('not sent: the call was cancelled while the confirmation was open; nothing was sent')
      if (answer.action !== 'accept') throw declined(answer.action)
    },
  }
}

/**
 * 2026-07-28: the call's round. Without a state, the first round: confirm() throws AskFirst. With one, it is checked
 * at once (made here, not expired, this tool, these exact arguments, not spent: a DeclinedError otherwise, before the
 * tool reads or sends anything), and confirm() accepts only the text it was made for and an `accept` answer.
 */
export function askByRoundTrip(options: {
  canAsk: boolean
  states: RequestStates
  tool: string
  args: unknown
  state: string | undefined
  responses: InputResponses | Record<string, unknown> | undefined
}): Confirmer {
  const {states, state, responses} = options
  let verified: VerifiedState | undefined
  if (state !== undefined) verified = states.verify(state, options.tool, options.args)
  else if (responses && Object.keys(responses).length > 0)
    throw new DeclinedError('refused: an answer came without the requestState it answers; nothing was sent')
  const nonce = verified?.nonce ?? RequestStates.nonce()
  return {
    canAsk: options.canAsk,
    newId: idsFrom(nonce),
    async confirm(text) {
      if (!verified) throw new AskFirst(text, nonce)
      if (textDigest(text) !== verified.textDigest)
        throw new DeclinedError(
          'refused: what this write would do is no longer what the person was shown (the record or the arguments changed); nothing was sent: call the tool again, without requestState, to be asked anew',
        )
      const answer = inputResponse(responses, CONFIRM_KEY)
      if (answer.kind !== 'elicit') throw new DeclinedError('refused: the call carried no answer to the confirmation; nothing was sent')
      if (answer.action !== 'accept') throw declined(answer.action)
      states.spend(verified)
    },
  }
}
