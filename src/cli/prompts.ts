/** Prompts (on stderr, so stdout stays data). Loaded only when a command needs to ask something. */
import {InterruptedError} from '../errors.js'
import type {Asker, Check} from '../services/ask.js'
import type {Io} from './factory.js'

/** Where inquirer reads keys and draws (the command's terminal: cli/factory.ts). */
type PromptContext = {input: NodeJS.ReadableStream; output: NodeJS.WritableStream; clearPromptOnDone: false}
const on = (io: Io): PromptContext => ({input: io.stdin, output: io.stderr, clearPromptOnDone: false})

async function guard<T>(p: Promise<T>): Promise<T> {
  try {
    return await p
  } catch (err) {
    if (err && typeof err === 'object' && (err as Error).name === 'ExitPromptError') throw new InterruptedError()
    throw err
  }
}

/** Asks for text; `validate` returns an error message or true, and is checked as the user types Enter. */
async function askText(context: PromptContext, message: string, options: {default?: string; validate?: Check} = {}): Promise<string> {
  const {input} = await import('@inquirer/prompts')
  return guard(input({message, default: options.default, validate: options.validate}, context))
}

/** Asks for a secret with a masked prompt (nothing echoed but `*`). */
async function askSecret(context: PromptContext, message: string, validate?: Check): Promise<string> {
  const {password} = await import('@inquirer/prompts')
  return guard(password({message, mask: '*', validate}, context))
}

async function confirmAction(context: PromptContext, message: string, defaultValue = false): Promise<boolean> {
  const {confirm} = await import('@inquirer/prompts')
  return guard(confirm({message, default: defaultValue}, context))
}

/**
 * A picker that filters as you type (docs/output.md#pickers-and-confirmations): the rows whose label holds every
 * typed word, case and accents aside; arrows move, Enter picks.
 */
async function choose<T>(context: PromptContext, message: string, choices: {name: string; value: T; description?: string}[]): Promise<T> {
  const {search} = await import('@inquirer/prompts')
  const source = (term: string | undefined) => choices.filter((c) => matchesTerm(c.name, term))
  return guard(search({message, source, pageSize: 12}, context))
}

/** Folded for matching: lower case, accents off (`João` matches `joao`). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Whether a picker's label holds every word of what was typed (nothing typed: every label). */
export function matchesTerm(label: string, term: string | undefined): boolean {
  const words = fold(term ?? '')
    .split(/\s+/)
    .filter(Boolean)
  const text = fold(label)
  return words.every((w) => text.includes(w))
}

/** The prompts above, on the command's terminal, as the one Asker every service takes (services/ask.ts). */
export function terminalAsker(io: Io): Asker {
  const context = on(io)
  return {
    text: (message, options) => askText(context, message, options),
    secret: (message, validate) => askSecret(context, message, validate),
    confirm: (message, defaultValue) => confirmAction(context, message, defaultValue),
    choose: (message, choices) => choose(context, message, choices),
  }
}
