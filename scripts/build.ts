/** `npm run build`: the client and SSR bundles with their compressed copies, stamped as fresh (server/build.ts). */
import { buildShop } from '../server/build'

await buildShop(process.cwd())
