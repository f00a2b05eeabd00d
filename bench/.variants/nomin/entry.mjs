import {runFast} from './run.js'
await runFast()
