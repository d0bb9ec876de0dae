/**
 * A fetch for the calls of one incoming request that answers a repeated read from the first one's
 * answer. A page's loaders each run their own use case, and several of them read the same user,
 * customer assortment or locations; without this the services answer the same question three times
 * for one page. A read is a GET; a call that may change anything makes it forget every answer it
 * may make stale.
 * Failed answers are not kept, and nothing outlives the request (docs/performance.md, HTTP load).
 */

/**
 * The POSTs that only read: queries on the commerce graph (it has no mutations) and searches. They
 * are not memoized (their bodies differ), but they do not make the answers before them stale.
 */
const readingPosts = [/\/services\/product\/graphql$/, /\/services\/search\/(search|getEntitiesByAttribute)$/]

/** Whether a call leaves the services as they were. */
const onlyReads = (request: Request) =>
  request.method === 'GET' ||
  (request.method === 'POST' && readingPosts.some((path) => path.test(new URL(request.url).pathname)))

/**
 * The answers a change of a cart cannot make stale: a cart call changes carts, their lines and
 * deliveries, and at checkout orders (docs/services.md), never a user, a customer's assortment, a
 * location or the catalogue. So the cart shown after a change reads the user its change just read.
 */
const cartChange = /\/services\/cart\//
const untouchedByCartChanges = /\/services\/(user|location|product)\//

/** Whether a call that may change the services may make the answer to `answered` stale. */
const mayChange = (change: Request, answered: string) =>
  !(cartChange.test(new URL(change.url).pathname) && untouchedByCartChanges.test(new URL(answered).pathname))

/** What a GET is known by: its URL and whose token it carries. */
const keyOf = (request: Request) => `${request.url} ${request.headers.get('authorization') ?? ''}`

/** The URL of a GET's key. */
const urlOf = (key: string) => key.slice(0, key.indexOf(' '))

/** Whether fetch's second argument changes nothing about the request it comes with. */
const isEmpty = (init: RequestInit | undefined) => init === undefined || Object.keys(init).length === 0

/** `fetchImpl` with the GETs of one request memoized. */
export function memoizedGets(fetchImpl: typeof globalThis.fetch): typeof globalThis.fetch {
  const answers = new Map<string, Promise<Response>>()
  return async (input, init) => {
    // ky hands over its Request with an empty object of further options: no second Request is built
    // for it (that would copy the first, body and all, for every call).
    const request = input instanceof Request && isEmpty(init) ? input : new Request(input, init)
    if (request.method !== 'GET') {
      if (!onlyReads(request)) {
        for (const key of answers.keys()) if (mayChange(request, urlOf(key))) answers.delete(key)
      }
      return fetchImpl(request)
    }
    const key = keyOf(request)
    const known = answers.get(key)
    if (known) {
      // The first caller's call may have been aborted or timed out: this caller asks on its own.
      const answer = await known.catch(() => undefined)
      if (answer) return answer.clone()
      return fetchImpl(request)
    }
    const answer = fetchImpl(request)
    answers.set(key, answer)
    try {
      const response = await answer
      if (!response.ok) answers.delete(key)
      // The kept answer is only ever cloned; each caller reads its own copy.
      return response.clone()
    } catch (error) {
      answers.delete(key)
      throw error
    }
  }
}
