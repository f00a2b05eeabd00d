// The start-up path before the bundle: oclif's execute() over the per-file transpiled dist/ (pattern strategy).
import {execute} from '@oclif/core'
await execute({dir: new URL('../../package.json', import.meta.url).href})
