import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'
import {REPLAY_TO} from '../../actions/events/replay.js'

export default class EventsReplay extends BaseCommand {
  static override summary = 'Send a past event to a URL as the service would deliver it (to test a handler).'
  static override description = `Fetches the event and POSTs its notification payload {"id", "event", "inserted_at", "data"} to --to with Content-Type application/json and, when given, --authorization verbatim in the Authorization header, as the service does. The API's credentials are never sent to that URL. Redirects are not followed, and the answer must come within 10 s. Prints the answer (status, time, body); exits 1 when it is not a 2XX, as the service would count it as a failed delivery. --json prints {"url", "status", "duration_ms", "content_type", "body"}. The same event id is sent each time: a handler should treat a repeat as already done.

--failing sends, instead of one event, every event with a failing delivery (not DELIVERED, and its last attempt failed, whether the service still retries it or gave up) created since --since (default 24h), for --webhook ID only when given: each once, oldest first, --concurrency at a time (default 1, so that the order holds), the same bytes and event id as the service's delivery. A line per event (status, time), then a summary; exits 0 when every one got a 2XX, 1 otherwise. --dry-run lists what would be sent. --json prints {"to", "dry_run", "sent", "succeeded", "failed", "results": [{"event_id", "event", "inserted_at", "status", "duration_ms", "error"}]}. This is how a receiver's missed notifications are repaired after its outage; the service's own records are not changed.

The token for the target's Authorization header: --authorization-stdin (the first line of stdin), else a masked prompt on a terminal, else --authorization (visible to other users of this machine: a warning says so).`
  static override writes = true
  static override examples = [
    '<%= config.bin %> events replay 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a --to http://127.0.0.1:3000/hooks/pay',
    '<%= config.bin %> events replay 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a --to http://127.0.0.1:4242 --authorization "$HOOK_TOKEN" --json',
    'printf %s "$HOOK_TOKEN" | <%= config.bin %> events replay --failing --since 6h --to https://shop.example.com/hooks --authorization-stdin',
    '<%= config.bin %> events replay --failing --webhook 88b8369a-c48a-4173-a1e8-b8b4e49afe4d --to http://127.0.0.1:3000/hooks --dry-run',
  ]
  static override args = {
    id: Args.string({required: false, description: 'event id, or its first 8 or more characters (leave out with --failing)'}),
  }
  static override flags = {
    ...apiFlags,
    // Required but with --failing --dry-run, which sends nothing.
    to: Flags.string({description: `${REPLAY_TO}; not needed by --failing --dry-run`}),
    authorization: Flags.string({
      description:
        'value of the Authorization header (the webhook token; - reads it from stdin); visible to other users: prefer --authorization-stdin',
    }),
    'authorization-stdin': Flags.boolean({description: 'read the Authorization header value from the first line of stdin'}),
    failing: Flags.boolean({description: 'send every event with a failing delivery in the window, oldest first'}),
    since: Flags.string({
      description: 'with --failing: deliveries created since WHEN, a date, a date-time or a duration back from now (default 24h)',
    }),
    webhook: Flags.string({description: "with --failing: only this webhook's failing deliveries (its id)"}),
    concurrency: Flags.integer({description: 'with --failing: how many events are sent at a time (1 keeps the order)', min: 1, max: 16}),
    'dry-run': Flags.boolean({description: 'with --failing: list what would be sent, send nothing'}),
  }

  async run(): Promise<void> {
    await this.act(EventsReplay, () => import('../../actions/events/replay.js'))
  }
}
