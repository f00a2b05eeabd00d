import {Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, listFlags, recentListFlags, sortFlag} from '../../cli/flags.js'
import {EVENT_FIELDS} from '../../schemas/record-fields.js'

export default class EventsList extends BaseCommand {
  static override summary = 'List the events that occurred (GET /api/events), with their delivery status.'
  static override description = `Shows time, event name, the resource it is about, and how its notifications (webhook deliveries) went. Filters are sent as query parameters (event, since, limit) and applied here too, as the service may ignore them. --event takes an exact name or a pattern ending in * (PAYMENT.*, charge-*, *) and may be repeated. --limit keeps the most recent N. On a terminal the newest 30 come first (--all for every one); pipes and data forms keep the service's order, complete. --sort FIELD[:desc] orders them otherwise, everywhere (it reads every event first). --json prints the events as the API sent them, a bare array, oldest first.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> events list --since 2h',
    '<%= config.bin %> events list --event PAYMENT.* --limit 20',
    '<%= config.bin %> events list --event charge-in --since 2026-05-01 --json',
  ]
  static override recordFields = EVENT_FIELDS
  static override flags = {
    ...apiFlags,
    ...listFlags(EVENT_FIELDS),
    ...recentListFlags,
    ...sortFlag(EVENT_FIELDS),
    event: Flags.string({description: 'only events matching this name or pattern (repeatable)', multiple: true}),
    since: Flags.string({description: 'only events since WHEN: a date, a date-time, or a duration back from now (2h, 7d)'}),
    limit: Flags.integer({description: 'at most N events (the most recent; with --sort, the first N in its order)', min: 1}),
  }

  async run(): Promise<void> {
    await this.act(EventsList, () => import('../../actions/events/list.js'))
  }
}
