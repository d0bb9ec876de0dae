/** What start-up says about who can reach the shop, from the address it listens on (HOST). */
export function listeningOn(host: string): string {
  const everywhere = host === '0.0.0.0' || host === '::'
  const local = host === 'localhost' || /^(127\.|::1$)/.test(host)
  if (everywhere)
    return `Listening on every interface (HOST=${host}): other machines on the network can reach the shop`
  if (local)
    return `Listening on ${host} only: other machines cannot reach the shop (HOST=0.0.0.0 opens it to the network)`
  return `Listening on ${host}`
}
