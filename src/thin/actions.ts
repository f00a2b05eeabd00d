/**
 * The thin commands' functions, each loaded only when it runs (the same module its oclif class loads): what runThin
 * runs in the full bundle and in tests. The thin bundles (scripts/bundle.mjs) hand runThin their own, smaller table,
 * each with the actions of its group only: a table that names every action puts every action's imports in the bundle.
 */
import type {CommandFunction} from '../cli/command-function.js'
import type {THIN_COMMANDS} from './table.js'

export type ThinId = keyof typeof THIN_COMMANDS

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCommandFunction = CommandFunction<any, any>

/** Loads a thin command's function. */
export type ThinActions = Partial<Record<ThinId, () => Promise<{default: AnyCommandFunction}>>>

export const THIN_ACTIONS: Required<ThinActions> = {
  'bolepix:get': () => import('../actions/bolepix/get.js'),
  'bolepix:list': () => import('../actions/bolepix/list.js'),
  'config:get': () => import('../actions/config/get.js'),
  'config:list': () => import('../actions/config/list.js'),
  'events:list': () => import('../actions/events/list.js'),
  'webhook:list': () => import('../actions/webhook/list.js'),
}
