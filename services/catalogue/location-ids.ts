/** The locations that are not stores: the central warehouse and the suppliers' virtual stock. */
export const CENTRAL_WAREHOUSE_ID = '9000'
export const SUPPLIER_LOCATION_ID = 'VIRTUAL'
