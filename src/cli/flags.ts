/** Flags shared by commands, spread explicitly (`...apiFlags`) rather than inherited through layers. */
import {Flags} from '@oclif/core'

/** Every command: --json (only JSON on stdout) and --debug (redacted HTTP log on stderr). */
export const outputFlags = {
  json: Flags.boolean({description: 'Print only JSON on stdout (errors as {"error": …}).', helpGroup: 'GLOBAL'}),
  debug: Flags.boolean({
    description: 'Log each HTTP request and response to stderr, secrets redacted (also DEBUG=payctl*).',
    helpGroup: 'GLOBAL',
  }),
}

/** Every command that talks to the API. */
export const apiFlags = {
  ...outputFlags,
  profile: Flags.string({
    description: 'Profile to use (default: PAYCTL_PROFILE, then the current profile).',
    helpGroup: 'GLOBAL',
  }),
}

/** --seller-id, for commands whose path or query names the seller. */
export const sellerIdFlag = {
  'seller-id': Flags.string({description: "Seller id (default: PAYCTL_SELLER_ID, then the profile's)."}),
}

/** --yes, for commands that ask for confirmation. */
export const yesFlag = {
  yes: Flags.boolean({char: 'y', description: 'Do not ask for confirmation (required without a terminal).'}),
}

/** --body-file, for commands that send a body: a JSON file, or - for stdin. */
export const bodyFileFlag = {
  'body-file': Flags.string({description: 'Read the request body from a JSON file (- for stdin); flags override its fields.'}),
  'skip-validation': Flags.boolean({
    description: 'Send the body without checking it first (for when the Beta API moves faster than payctl).',
  }),
}
