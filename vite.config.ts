import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
// Files the config imports name their extension: Vite's native config loader will need it.
import { catalogSplit } from './scripts/catalog-split.ts'
import { plainLazyImports, routePreloads } from './scripts/route-preloads.ts'

/** The client entry (hydration) and the SSR entry (streaming render), both built from ui/. */
export const clientEntry = 'ui/entry-client.tsx'
export const serverEntry = 'ui/entry-server.tsx'

/**
 * The bundler's notes on how long its plugins took: a first `npm start` builds on whatever machine
 * it is, and a new user should not be asked to worry about a slow one (profile with `--cpu-prof`).
 */
const quietChecks = { bundlerTimings: false }

/** One config for the client bundle, the SSR bundle (`vite build --ssr`) and the dev server. */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders split too: a page's loader runs on the server for the first page, so the browser
      // fetches one only when it navigates (issue 7: route loaders' helpers stay out of the entry).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: 'ui/routes',
      generatedRouteTree: 'ui/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    // React's JSX transform, and its fast refresh in the dev server.
    react(),
    lingui(),
    // The browser's Swedish catalog travels with the chunks that show it.
    ...catalogSplit(import.meta.dirname),
    // What each page needs besides the entry, for the server to preload with it.
    routePreloads(),
    // Lazy imports without Vite's preload helper, which has nothing left to preload.
    plainLazyImports(),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', ssr: serverEntry, emptyOutDir: true, rollupOptions: { checks: quietChecks } }
    : {
        outDir: 'dist/client',
        manifest: true,
        // No preload helper in the entry (1.2 KB gzipped, most of it the list of every chunk's
        // imports): the server names a page's chunks in its head (scripts/route-preloads.ts), and a
        // chunk's imports load when it is read.
        modulePreload: false,
        emptyOutDir: true,
        // Maps are kept beside the chunks (never referenced, never served) so tests can see which
        // modules went into each chunk.
        sourcemap: 'hidden',
        rollupOptions: {
          input: clientEntry,
          checks: quietChecks,
          output: {
            // Chunks are named by their hash alone: the entry lists every route's chunks for its
            // lazy imports, and their names were 0.6 KB of it gzipped (npm run size names them from
            // the manifest).
            chunkFileNames: 'assets/[hash].js',
            // Fewer, larger chunks: left to itself Rolldown cut the entry's own imports into a dozen
            // shared chunks of 0.1–10 KB (the lazy routes use them too), and a page fetched 23–27
            // scripts, six at a time on HTTP/1.1. Now everything the entry imports statically is
            // the entry's chunk, and the product cards and their parts (start page, listings,
            // product, search) are one chunk; the routes' own code still loads with the route.
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'], priority: 2 },
                // Only the card and its parts: with their dependencies the chunk would take in helpers
                // (formatting) that pages without product cards then fetch it for, and with the
                // listing, the variant picker or the campaign lists it would bring each page the
                // others' code. Those go with the routes that show them. Money, pricing and the
                // tracked-line helper are in it too: nearly every page that needs them shows cards.
                {
                  name: 'catalogue',
                  test: /ui[\\/]components[\\/](catalogue[\\/](?!listing-view|variant-picker|campaign-|selected-products|read-selected-products|stores-stock-dialog)|quantity-problem)|core[\\/]domain[\\/](money|pricing)\.ts|ui[\\/]tracking[\\/]tracked\.ts/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                // The one form-submission hook with its two helpers: every form's, the product cards'
                // quick add among them, as one script rather than three.
                {
                  name: 'forms',
                  test: /ui[\\/]components[\\/](forms[\\/]form-submission|account-forms[\\/]focus|my-pages[\\/]field-problems)\.ts/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}))
