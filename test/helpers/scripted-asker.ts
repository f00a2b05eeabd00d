/**
 * A person's answers, scripted (services/ask.ts Asker), for runInProcess({asker}): each question must match the next
 * answer's `to`, or the run fails naming both. A text or secret answer goes through the question's own check, as the
 * terminal's prompt does; a refused one is recorded in `refused` and the next answer is typed for the same question.
 */
import type {Asker, Check} from '../../src/services/ask.js'

export interface Answer {
  /** The question this answers (a part of its text, or a pattern). */
  to: string | RegExp
  answer: string | boolean
}

export interface ScriptedAsker extends Asker {
  /** Every question asked, in order. */
  asked: string[]
  /** What the questions' checks said of refused answers. */
  refused: string[]
}

export function scriptedAsker(answers: readonly Answer[]): ScriptedAsker {
  const left = [...answers]
  const asked: string[] = []
  const refused: string[] = []
  const next = (message: string): Answer => {
    const a = left.shift()
    if (!a) throw new Error(`asked "${message}" with no answer left`)
    if (typeof a.to === 'string' ? !message.includes(a.to) : !a.to.test(message))
      throw new Error(`asked "${message}", the next answer is for ${String(a.to)}`)
    return a
  }
  const typed = (message: string, validate?: Check, fallback?: string): string => {
    asked.push(message)
    for (;;) {
      const value = String(next(message).answer) || (fallback ?? '') // Enter on an empty line takes the default
      const verdict = validate ? validate(value) : true
      if (verdict === true) return value
      refused.push(verdict)
    }
  }
  return {
    asked,
    refused,
    text: async (message, options) => typed(message, options?.validate, options?.default),
    secret: async (message, validate) => typed(message, validate),
    confirm: async (message) => {
      asked.push(message)
      return Boolean(next(message).answer)
    },
    choose: async (message, choices) => {
      asked.push(message)
      const {answer} = next(message)
      const choice = choices.find((c) => c.name === answer)
      if (!choice) throw new Error(`"${String(answer)}" is not a choice of "${message}": ${choices.map((c) => c.name).join(', ')}`)
      return choice.value
    },
  }
}
