/**
 * How the catalog's late messages (late-catalog.ts) begin: the first part of each one's id
 * (`errors`, `forms` …), so that the browser can tell whether data names one without their list. In
 * the browser build scripts/catalog-split.ts fills it; the server and the dev server have every
 * message, so none is late there.
 */
export const lateIdPrefixes: readonly string[] = []
