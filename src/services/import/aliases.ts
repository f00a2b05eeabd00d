/**
 * The Portuguese column names `bolepix import` accepts beside the flag names and body paths
 * (docs/import.md#column-names): one per field, a fixed set, matched without case, accents or repeated spaces. The
 * pt-BR template (template.ts) writes exactly these.
 */

/** Body path → its Portuguese column name. */
export const PORTUGUESE_COLUMNS: Readonly<Record<string, string>> = {
  order_id: 'ID do pedido',
  amount: 'Valor',
  dueDate: 'Vencimento',
  expirationAfterPayment: 'Expiração após pagamento',
  'debtor.name': 'Nome',
  'debtor.document': 'CPF/CNPJ',
  'debtor.publicArea': 'Logradouro',
  'debtor.number': 'Número',
  'debtor.neighborhood': 'Bairro',
  'debtor.city': 'Cidade',
  'debtor.state': 'UF',
  'debtor.postalCode': 'CEP',
  'instructions.fine': 'Multa',
  'instructions.interest': 'Juros',
  'instructions.discount.amount': 'Desconto',
  'instructions.discount.modality': 'Modalidade do desconto',
  'instructions.discount.limitDate': 'Data limite do desconto',
}

/** Lower case, no accents, single spaces: `EXPIRAÇÃO  após Pagamento` → `expiracao apos pagamento`. */
export function foldColumnName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

const BY_FOLDED = new Map(Object.entries(PORTUGUESE_COLUMNS).map(([path, name]) => [foldColumnName(name), path]))

/** The body path a Portuguese column name stands for, or undefined. */
export function portugueseColumnPath(name: string): string | undefined {
  return BY_FOLDED.get(foldColumnName(name))
}
