#!/usr/bin/env node
// The large list's wall-time baseline: fetch the list with undici and copy the bytes to stdout, nothing else.
import {request} from 'undici'

const [url, token] = process.argv.slice(2)
const res = await request(url, {headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json'}})
for await (const chunk of res.body) if (!process.stdout.write(chunk)) await new Promise((r) => process.stdout.once('drain', r))
