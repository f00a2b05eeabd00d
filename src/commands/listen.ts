import {Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {apiFlags, streamFlags} from '../cli/flags.js'

export default class Listen extends BaseCommand {
  static override summary = 'Receive webhook notifications locally and print them as they arrive.'
  static override description = `A local HTTP server for the service's notifications. Once it listens it prints its URL (http://127.0.0.1:PORT). The sandbox reaches that URL directly; the real service cannot reach your machine: expose it through a public URL (a tunnel such as cloudflared or ngrok) and register that URL (--register --public-url URL).

Checks, in order: only POST (405; GET /health answers 200); the Authorization header must equal the token, compared in constant time before any body byte is read (401, not printed, a warning on stderr); body at most 1 MiB (413); JSON only (415 for another Content-Type, 400 for invalid JSON). Then the notification is printed and answered 200, or with --forward-to relayed (headers and body) to your app and answered with the app's status (502 when it is down, 504 when it is slower than --forward-timeout, a 3XX counts as a failure). Each notification is printed once per delivery; a repeated event id is marked "(repeat N)", and with --forward-to an event the app already acknowledged is answered 2XX without forwarding it again. Lines are written (and the --output file synced) before the answer is sent, so nothing answered 2XX is lost. Control characters in payloads are escaped.

Human output (stdout): start-up lines, then per notification: local time, event, resource id, status, (repeat N), the app's answer. With --json (or --jsonl), stdout holds only one JSON line per notification: {"received_at", "id", "event", "repeat", "status", "body"}; the start-up lines go to stderr. --jq runs on each line before it is written (the --output file keeps the whole line). Ctrl-C or SIGTERM: stops accepting, finishes requests in flight, flushes, exits 0.

--trigger SCENARIO answers "does my endpoint work?" in one command: it registers the listener, runs the payctl trigger scenario (checked first, as payctl trigger checks it), prints the notifications as they arrive (with --forward-to, your app's answers), and stops once every delivery of the scenario's events to the listener has an outcome; the run's lines go to stderr. Exits 1 when the scenario's outcome or a delivery was not the one designed.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> listen',
    '<%= config.bin %> listen --port 0 --json --output deliveries.jsonl',
    '<%= config.bin %> listen --authorization "$HOOK_TOKEN" --forward-to http://localhost:3000/hooks/pay --event PAYMENT.*',
    '<%= config.bin %> listen --fail-first 2 --register',
    '<%= config.bin %> listen --register --public-url https://abc123.ngrok.app --authorization "$HOOK_TOKEN"',
    '<%= config.bin %> listen --trigger bolepix-paid --forward-to http://localhost:3000/hooks/pay --profile sandbox',
  ]
  static override flags = {
    ...apiFlags,
    ...streamFlags,
    port: Flags.integer({description: 'port to listen on (0 picks a free one)', default: 4242, min: 0, max: 65_535}),
    host: Flags.string({description: 'address to listen on', default: '127.0.0.1'}),
    authorization: Flags.string({
      description: 'expected Authorization header value (default: a generated token, printed at start; - reads it from stdin)',
    }),
    event: Flags.string({
      description: 'print only events matching this name or pattern (repeatable); others are still answered 200',
      multiple: true,
    }),
    'forward-to': Flags.string({description: "relay each notification to this URL (your app) and answer with the app's status"}),
    'forward-timeout': Flags.string({
      description: "longest wait for the app before answering 504 (keep it under the service's 10 s)",
      default: '9s',
    }),
    respond: Flags.integer({description: 'answer this HTTP status to every notification (to watch the service retry)', min: 200, max: 599}),
    'fail-first': Flags.integer({
      description: 'answer an error (--respond, or 500) to the first N deliveries of each event, then normally',
      min: 1,
    }),
    register: Flags.boolean({description: 'register a webhook pointing at this listener, with its token (POST /api/webhooks)'}),
    'public-url': Flags.string({
      description: 'the public URL (a tunnel) that leads here, registered with --register',
      dependsOn: ['register'],
    }),
    output: Flags.string({description: 'also append the JSON lines to FILE (created 0600; synced before answering)'}),
    trigger: Flags.string({
      description: 'register, run this payctl trigger scenario, print what arrives, then stop (payctl trigger --list)',
    }),
  }

  async run(): Promise<void> {
    await this.act(Listen, () => import('../actions/listen.js'))
  }
}
