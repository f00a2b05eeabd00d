#!/usr/bin/env node
// The large list's time baseline for `--json` ("`--json` of 100,000 records ≤ 2x a node:http parse-and-print
// script"): GET the list with node:http, parse the answer and print it as `payctl bolepix list --json` prints it
// (JSON.stringify with two spaces, a newline at the end), nothing else: no checks, no redaction, no streaming.
import {request} from 'node:http'

const [url, token] = process.argv.slice(2)
const req = request(url, {headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json'}}, (res) => {
  const chunks = []
  res.on('data', (chunk) => chunks.push(chunk))
  res.on('end', () => {
    if (res.statusCode !== 200) {
      process.stderr.write(`HTTP ${res.statusCode}\n`)
      process.exitCode = 1
      return
    }
    process.stdout.write(`${JSON.stringify(JSON.parse(Buffer.concat(chunks).toString('utf8')), null, 2)}\n`)
  })
})
req.on('error', (error) => {
  process.stderr.write(`${error.message}\n`)
  process.exitCode = 1
})
req.end()
