/** What `payctl report` counts (docs/report.md): the measures of a Bolepix charge and of a card payment. */

export const BOLEPIX_MEASURES = ['created', 'paid', 'cancelled', 'expired'] as const
export const CARD_MEASURES = ['paid', 'preAuthorized', 'cancelled', 'declined'] as const
export type BolepixMeasure = (typeof BOLEPIX_MEASURES)[number]
export type CardMeasure = (typeof CARD_MEASURES)[number]

/** How many, and how much in integer cents. */
export interface Tally {
  count: number
  cents: number
}
