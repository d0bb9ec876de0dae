/** A customer's addresses over HTTP (GET and POST /address, PUT and DELETE /address/{id}). */
import { Effect, Layer, Schema } from 'effect'
import { AddressesPort, ErrorReporter, ServiceCredentials } from '@proffsbutik/core/ports'
import { OptionalFromNull } from './absent'
import { withToken } from './authorized'
import { serviceClient, type ServicesEndpoint } from './service-client'

const Text = OptionalFromNull(Schema.String)
/** A saved address as the user service answers it, decoded as the domain's Address. */
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
          ).pipe(Effect.map(({ data }) => data)),
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
          ),
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
          ),
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
