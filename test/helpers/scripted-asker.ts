/**
 * A person's answers, scripted (services/ask.ts Asker), for a command run in-process (helpers/in-process.ts) that asks
 * questions: each question must match the next step's pattern, in order, and gets its answer; any other question fails
 * the run. `asked` keeps every question's message, so a test can say that nothing was asked.
 */
import type {Asker, Check} from '../../src/services/ask.js'

export interface Step {
  /** What the question's message contains (or matches). */
  question: string | RegExp
  /** The answer typed: text, a secret, `y`/`n` (or a boolean) for a confirmation, a choice's name. */
  answer: string | boolean
}

export interface ScriptedAsker extends Asker {
  readonly asked: string[]
}

export function scriptedAsker(steps: readonly Step[] = []): ScriptedAsker {
  const asked: string[] = []
  let next = 0
  const answer = (message: string, validate?: Check): string | boolean => {
    asked.push(message)
    const step = steps[next]
    const matches = step && (typeof step.question === 'string' ? message.includes(step.question) : step.question.test(message))
    if (!step || !matches) throw new Error(`scripted asker: unexpected question "${message}"${step ? ` (next expected: ${String(step.question)})` : ''}`)
    next++
    const verdict = typeof step.answer === 'string' ? validate?.(step.answer) : true
    if (verdict !== undefined && verdict !== true) throw new Error(`scripted asker: the answer to "${message}" is refused: ${verdict}`)
    return step.answer
  }
  return {
    asked,
    text: async (message, options) => String(answer(message, options?.validate) || options?.default || ''),
    secret: async (message, validate) => String(answer(message, validate)),
    confirm: async (message) => {
      const a = answer(message)
      return a === true || (typeof a === 'string' && /^y(es)?$/i.test(a))
    },
    choose: async (message, choices) => {
      const a = String(answer(message))
      const choice = choices.find((c) => c.name === a)
      if (!choice) throw new Error(`scripted asker: no choice "${a}" for "${message}" (choices: ${choices.map((c) => c.name).join(', ')})`)
      return choice.value
    },
  }
}
