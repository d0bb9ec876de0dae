/** A customer's addresses over HTTP (GET and POST /address, PUT and DELETE /address/{id}). */
import { Effect, Layer, Schema } from 'effect'
import type { Address } from '@proffsbutik/core/domain'
import { AddressesPort, ErrorReporter, ServiceCredentials } from '@proffsbutik/core/ports'
import { withToken } from './authorized'
import { serviceClient, type ServicesEndpoint } from './service-client'
import { withoutNulls } from './without-nulls'

const Text = Schema.optionalKey(Schema.NullOr(Schema.String))
const AddressWire = Schema.Struct({
  addressId: Schema.String,
  id: Schema.String,
  label: Text,
  name: Text,
  recipientName: Text,
  address1: Text,
  address2: Text,
  address3: Text,
  postalCode: Text,
  postalAddress: Text,
  countryCode: Schema.Literals(['SE', 'AX']),
  phone: Text,
  preselected: Schema.Boolean,
  readOnly: Schema.Boolean,
  validForDelivery: Schema.Boolean,
  customerId: Schema.String,
})
const toAddress = (wire: typeof AddressWire.Type): Address => withoutNulls(wire)

/** The addresses port against the services at `endpoint`. */
export const addressesHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    AddressesPort,
    Effect.gen(function* () {
      const authorized = withToken(yield* ServiceCredentials)
      const client = serviceClient('user', endpoint, yield* ErrorReporter)
      return {
        list: (customerId) =>
          authorized((token) =>
            client.call({
              operation: 'addresses',
              method: 'GET',
              path: 'address',
              searchParams: { customerId },
              token,
              response: Schema.Struct({ data: Schema.Array(AddressWire) }),
            }),
          ).pipe(Effect.map(({ data }) => data.map(toAddress))),
        create: (customerId, fields) =>
          authorized((token) =>
            client.call({
              operation: 'createAddress',
              method: 'POST',
              path: 'address',
              json: { customerId, ...fields },
              token,
              response: AddressWire,
            }),
          ).pipe(Effect.map(toAddress)),
        update: (addressId, fields) =>
          authorized((token) =>
            client.call({
              operation: 'updateAddress',
              method: 'PUT',
              path: `address/${encodeURIComponent(addressId)}`,
              json: fields,
              token,
              response: AddressWire,
            }),
          ).pipe(Effect.map(toAddress)),
        remove: (addressId) =>
          authorized((token) =>
            client.send({
              operation: 'removeAddress',
              method: 'DELETE',
              path: `address/${encodeURIComponent(addressId)}`,
              token,
            }),
          ),
      }
    }),
  )
