import {Args} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

export default class EventsShow extends BaseCommand {
  static override summary = 'Show one event, its payload, and the delivery history of its notifications.'
  static override description = `Finds the event in GET /api/events and its notifications in GET /api/notifications (?event_id=), then draws each notification's attempts as a small timeline: local time, HTTP status or error, duration, and the next attempt while the delivery is pending. --json prints {"event": …, "notifications": […]}. Exits 1 when no event has that id.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> events show 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a',
    '<%= config.bin %> events show 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a --json | jq ".notifications[].attempts"',
    '<%= config.bin %> events show 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a --profile production',
  ]
  static override args = {id: Args.string({required: true, description: 'event id, or its first 8 or more characters'})}
  static override flags = {...apiFlags}

  async run(): Promise<void> {
    await this.act(EventsShow, () => import('../../actions/events/show.js'))
  }
}
