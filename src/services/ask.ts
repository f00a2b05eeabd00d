/**
 * How a service asks the person for a value. Services never prompt by themselves: the command passes an Asker when
 * there is a terminal to ask on (cli/prompts.ts makes one), and nothing otherwise, in which case the service names
 * what is missing instead of asking.
 */

/** Checks an answer as it is typed: an error message, or true. */
export type Check = (value: string) => string | true

export interface Asker {
  /** Free text; `validate` is checked when Enter is pressed. */
  text(message: string, options?: {default?: string; validate?: Check}): Promise<string>
  /** A secret, echoed as `*`. */
  secret(message: string, validate?: Check): Promise<string>
  confirm(message: string, defaultValue?: boolean): Promise<boolean>
  choose<T>(message: string, choices: {name: string; value: T; description?: string}[]): Promise<T>
}
