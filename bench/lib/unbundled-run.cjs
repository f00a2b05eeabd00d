// The start-up path before the bundle, and bin/run.js's fallback when there is none: oclif's execute() over the
// per-file transpiled dist/ (pattern strategy), from a CommonJS entry like bin/run.js.
'use strict'
const oclif = require('@oclif/core')
oclif.settings.enableAutoTranspile = false
oclif.execute({dir: require('node:url').pathToFileURL(require('node:path').join(__dirname, '..', '..', 'package.json')).href})
