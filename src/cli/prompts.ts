/** Prompts (on stderr, so stdout stays data). Loaded only when a command needs to ask something. */
import {InterruptedError} from '../errors.js'
import type {Asker, Check} from '../services/ask.js'
import {isInteractive} from './stdin.js'

const context = () => ({output: process.stderr, clearPromptOnDone: false})

async function guard<T>(p: Promise<T>): Promise<T> {
  try {
    return await p
  } catch (err) {
    if (err && typeof err === 'object' && (err as Error).name === 'ExitPromptError') throw new InterruptedError()
    throw err
  }
}

/** Asks for text; `validate` returns an error message or true, and is checked as the user types Enter. */
export async function askText(message: string, options: {default?: string; validate?: Check} = {}): Promise<string> {
  const {input} = await import('@inquirer/prompts')
  return guard(input({message, default: options.default, validate: options.validate}, context()))
}

/** Asks for a secret with a masked prompt (nothing echoed but `*`). */
export async function askSecret(message: string, validate?: Check): Promise<string> {
  const {password} = await import('@inquirer/prompts')
  return guard(password({message, mask: '*', validate}, context()))
}

export async function confirmAction(message: string, defaultValue = false): Promise<boolean> {
  const {confirm} = await import('@inquirer/prompts')
  return guard(confirm({message, default: defaultValue}, context()))
}

/**
 * A picker that filters as you type (docs/output.md#pickers-and-confirmations): the rows whose label holds every
 * typed word, case and accents aside; arrows move, Enter picks.
 */
export async function choose<T>(message: string, choices: {name: string; value: T; description?: string}[]): Promise<T> {
  const {search} = await import('@inquirer/prompts')
  const source = (term: string | undefined) => choices.filter((c) => matchesTerm(c.name, term))
  return guard(search({message, source, pageSize: 12}, context()))
}

/** Folded for matching: lower case, accents off (`João` matches `joao`). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Whether a picker's label holds every word of what was typed (nothing typed: every label). */
export function matchesTerm(label: string, term: string | undefined): boolean {
  const words = fold(term ?? '').split(/\s+/).filter(Boolean)
  const text = fold(label)
  return words.every((w) => text.includes(w))
}

/** The prompts above as the Asker services take. */
export const terminalAsker: Asker = {text: askText, secret: askSecret, confirm: confirmAction, choose}

/**
 * An Asker when stdin and stderr are terminals, else undefined (services then name what is missing).
 * `beforeFirstQuestion` runs once, before the first question of any kind (Context.checkAccess: no prompt is
 * answered for a service that is down or refuses the credentials); its error ends the command unasked.
 */
export function askerIfInteractive(beforeFirstQuestion?: () => Promise<void>): Asker | undefined {
  if (!isInteractive()) return undefined
  if (!beforeFirstQuestion) return terminalAsker
  let checked: Promise<void> | undefined
  const first = () => (checked ??= beforeFirstQuestion())
  return {
    text: async (message, options) => (await first(), terminalAsker.text(message, options)),
    secret: async (message, validate) => (await first(), terminalAsker.secret(message, validate)),
    confirm: async (message, defaultValue) => (await first(), terminalAsker.confirm(message, defaultValue)),
    choose: async (message, choices) => (await first(), terminalAsker.choose(message, choices)),
  }
}
