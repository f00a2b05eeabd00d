/** Payment codes for tests of how they are shown (docs/bolepix.md#the-codes-of-a-charge), built with their checks right. */
import {crc16ccitt} from '../../src/util/payment-codes.js'

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`
const withCrc = (body: string) => `${body}6304${crc16ccitt(`${body}6304`)}`

/**
 * A Pix code whose txid is digits only and holds a run that passes Luhn (4111 1111 1111 1111), and whose receiver's
 * name has spaces: the two things that broke one on a terminal (masked as a card number, wrapped at a space).
 */
export const LUHN_TXID_PIX = withCrc(
  tlv('00', '01') +
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', '123e4567-e12b-12d1-a456-426655440000')) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('54', '1234.56') +
    tlv('58', 'BR') +
    tlv('59', 'Padaria Pao de Acucar') +
    tlv('60', 'SAO PAULO') +
    tlv('62', tlv('05', '4111111111111111')),
)

/** A Caixa slip's published typed line, as slips print it (docs/domain.md#checked-independently), and its barcode. */
export const CAIXA_LINE = '10492.00650 61000.100042 00997.263900 9 89810000021403'
export const CAIXA_BARCODE = '10499898100000214032006561000100040099726390'
