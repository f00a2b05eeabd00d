import {Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, listFlags, recentListFlags, sortFlag} from '../../cli/flags.js'
import {NOTIFICATION_FIELDS} from '../../schemas/record-fields.js'

export default class EventsNotifications extends BaseCommand {
  static override summary = 'List notifications, the webhook deliveries of events (GET /api/notifications).'
  static override description = `One row per delivery of an event to a webhook: where it goes, its status (PENDING, DELIVERED, FAILED), how many attempts failed in a row, the last answer, the next attempt (and, on a wide terminal, time, event and resource).

--failing shows the deliveries that are not getting through: not DELIVERED and the last attempt failed, whether the service is still retrying them (they stay PENDING for up to 20 attempts) or gave up (FAILED). Use it rather than --status failed, which misses the ones still being retried. It exits 0 whether or not any are found.

Filters are sent as query parameters (event_id, status, since, limit) and applied here too, as the service may ignore them. --status is case-insensitive. --limit keeps the most recent N. On a terminal the newest 30 come first (--all for every one); pipes and data forms keep the service's order, complete. --sort FIELD[:desc] orders them otherwise, everywhere (it reads every record first): --sort attempt_count:desc puts the deliveries that failed most on top. --json prints the records as the API sent them, a bare array. payctl events show EVENT_ID draws the attempt history of one event.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> events notifications --failing',
    '<%= config.bin %> events notifications --failing --json',
    '<%= config.bin %> events notifications --event-id 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a',
    '<%= config.bin %> events notifications --since 1d --limit 50 --json',
  ]
  static override recordFields = NOTIFICATION_FIELDS
  static override flags = {
    ...apiFlags,
    ...listFlags(NOTIFICATION_FIELDS),
    ...recentListFlags,
    ...sortFlag(NOTIFICATION_FIELDS),
    'event-id': Flags.string({description: 'only the notifications of this event (its id, or its first 8 or more characters)'}),
    status: Flags.string({description: "only notifications in this status, the service's own value: PENDING, DELIVERED or FAILED"}),
    failing: Flags.boolean({
      description:
        'only failing deliveries: not DELIVERED and the last attempt failed, whether the service still retries them (PENDING) or gave up (FAILED)',
    }),
    since: Flags.string({description: 'only notifications since WHEN: a date, a date-time, or a duration back from now (2h, 7d)'}),
    limit: Flags.integer({description: 'at most N notifications (the most recent; with --sort, the first N in its order)', min: 1}),
  }

  async run(): Promise<void> {
    await this.act(EventsNotifications, () => import('../../actions/events/notifications.js'))
  }
}
