import {Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, streamFlags} from '../../cli/flags.js'

export default class EventsTail extends BaseCommand {
  static override summary = 'Follow new events as they happen (polls GET /api/events), one line each, until Ctrl-C.'
  static override description = `Prints every event that occurs from now on, once, as it shows up in GET /api/events (polled every --interval). Human lines: local time, event, resource, event id. --json (or --jsonl) prints one JSON line per event (the record as the API sent it); --jq runs on each line. --event filters by name or pattern (repeatable). A network failure or a 5XX is reported on stderr and retried with a growing pause. On a terminal a status line on stderr shows the polling. Ctrl-C or SIGTERM ends it with exit 0.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> events tail',
    '<%= config.bin %> events tail --event PAYMENT.* --interval 5s',
    '<%= config.bin %> events tail --jq .event',
  ]
  static override flags = {
    ...apiFlags,
    ...streamFlags,
    event: Flags.string({description: 'only events matching this name or pattern (repeatable)', multiple: true}),
    interval: Flags.string({description: 'pause between polls (500ms, 2s, 1m)', default: '2s'}),
  }

  async run(): Promise<void> {
    await this.act(EventsTail, () => import('../../actions/events/tail.js'))
  }
}
