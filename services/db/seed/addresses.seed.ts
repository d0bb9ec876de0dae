/** Demo delivery addresses: sites of the demo customers, one read-only (from the ERP), one on Åland. */
import type { Transaction } from 'kysely'
import type { Database } from '../schema'

/** The demo addresses (exported for generated test matrices). */
export const demoAddresses = [
  {
    id: 'A1001',
    customerId: 'C100',
    label: 'Lager Lund',
    name: 'Rörbolaget i Lund AB',
    recipientName: 'Godsmottagningen',
    address1: 'Industrigatan 12',
    postalCode: '224 78',
    postalAddress: 'Lund',
    phone: '046-12 34 56',
    preselected: true,
    readOnly: true,
  },
  {
    id: 'A1002',
    customerId: 'C100',
    label: 'Bygget Kv. Linden',
    name: 'Kv. Linden',
    recipientName: 'Platschef Erik Nyström',
    address1: 'Lindvägen 3',
    address2: 'Grind 2',
    postalCode: '224 65',
    postalAddress: 'Lund',
    phone: '070-123 45 67',
  },
  {
    id: 'A1003',
    customerId: 'C100',
    label: 'Servicebil 4',
    name: 'Servicebil 4',
    address1: 'Södra Esplanaden 8',
    postalCode: '223 54',
    postalAddress: 'Lund',
  },
  {
    id: 'A2001',
    customerId: 'C200',
    label: 'Huvudkontor',
    name: 'Nordic VVS & Värme AB',
    recipientName: 'Inköp',
    address1: 'Hamngatan 22',
    postalCode: '211 22',
    postalAddress: 'Malmö',
    preselected: true,
  },
  {
    id: 'A2002',
    customerId: 'C200',
    label: 'Sjukhusbygget',
    name: 'Sjukhusbygget etapp 2',
    recipientName: 'Anders Lund',
    address1: 'Jan Waldenströms gata 35',
    postalCode: '205 02',
    postalAddress: 'Malmö',
  },
  {
    id: 'A2003',
    customerId: 'C200',
    label: 'Mariehamn',
    name: 'Nordic VVS Åland',
    address1: 'Torggatan 5',
    postalCode: '22100',
    postalAddress: 'Mariehamn',
    countryCode: 'AX' as const,
  },
  {
    id: 'A3001',
    customerId: 'C300',
    label: 'Verkstad',
    name: 'Elinstallatören i Malmö AB',
    recipientName: 'Nils Ohlsson',
    address1: 'Elektrogatan 4',
    postalCode: '212 35',
    postalAddress: 'Malmö',
    preselected: true,
  },
  {
    id: 'A4001',
    customerId: 'C400',
    label: 'Logistikcenter',
    name: 'Byggbolaget Öst AB',
    recipientName: 'Port 7',
    address1: 'Kvarnvägen 40',
    postalCode: '602 38',
    postalAddress: 'Norrköping',
    preselected: true,
  },
  {
    id: 'A5001',
    customerId: 'C500',
    label: 'Kontor',
    name: 'Kylteknik Norr AB',
    address1: 'Storgatan 50',
    postalCode: '903 26',
    postalAddress: 'Umeå',
    preselected: true,
  },
]

/** Writes the demo addresses. */
export async function seedAddresses(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('addresses')
    .values(
      demoAddresses.map((address) => ({
        recipientName: null,
        address2: null,
        address3: null,
        phone: null,
        preselected: false,
        readOnly: false,
        countryCode: 'SE' as const,
        ...address,
      })),
    )
    .execute()
}
