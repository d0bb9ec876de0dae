import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import prefresh from '@prefresh/vite'
import { defineConfig, type Plugin } from 'vite'
// Files the config imports name their extension: Vite's native config loader will need it.
import { catalogSplit } from './scripts/catalog-split.ts'

/** The client entry (hydration) and the SSR entry (streaming render), both built from ui/. */
export const clientEntry = 'ui/entry-client.tsx'
export const serverEntry = 'ui/entry-server.tsx'

/**
 * React's module names, answered by preact/compat (ADR 0017): the client bundle, the SSR bundle, the
 * dev server and vitest all render with Preact, so the server's HTML and the browser's tree come from
 * one library.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
]

/**
 * Bundled into the SSR build, not left to Node. First the libraries that import `react` themselves:
 * Node would load the real React past the aliases. Then Preact itself: the CommonJS builds among them
 * (mobx-react-lite for Node, use-sync-external-store) `require('react')`, and a require of Preact at
 * run time (through tsx's loader) gives a second Preact whose hooks see no component rendering
 * ('reading __H'). Bundled, every import and require meets one copy of Preact.
 */
export const ssrBundled = [
  '@tanstack/react-router',
  '@tanstack/react-store',
  '@lingui/react',
  'mobx-react-lite',
  'use-sync-external-store',
  'preact',
  'preact-render-to-string',
]

/** Pre-bundled for the dev server's SSR: the CommonJS among `ssrBundled`, and Preact's entries. */
const ssrPrebundled = [
  'use-sync-external-store/shim',
  'use-sync-external-store/shim/with-selector',
  'mobx-react-lite',
  'preact',
  'preact/hooks',
  'preact/compat',
  'preact/compat/client',
  'preact/compat/server',
  'preact/compat/jsx-runtime',
  'preact/compat/jsx-dev-runtime',
]

/** One config for the client bundle, the SSR bundle (`vite build --ssr`) and the dev server. */
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: preactAliases },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  ssr: {
    noExternal: ssrBundled,
    // The dev server runs the SSR entry through Vite's module runner, which evaluates ES modules only:
    // the CommonJS ones above are pre-bundled for it, together with Preact so that both meet one copy.
    optimizeDeps: { include: ssrPrebundled },
  },
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
    // JSX for preact/compat (through the aliases of `react/jsx-runtime`), and Preact's fast refresh in
    // the dev server (React's would not drive Preact: edits would need a reload).
    // (Its types name a nested Promise of PluginOption that Vite's own types do not accept.)
    prefresh() as Promise<Plugin[]>,
    lingui(),
    // The browser's Swedish catalog travels with the chunks that show it.
    ...catalogSplit(import.meta.dirname),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', ssr: serverEntry, emptyOutDir: true }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        // Maps are kept beside the chunks (never referenced, never served) so tests can see which
        // modules went into each chunk.
        sourcemap: 'hidden',
        rollupOptions: {
          input: clientEntry,
          output: {
            // Fewer, larger chunks: left to itself Rolldown cut the entry's own imports into a dozen
            // shared chunks of 0.1–10 KB (the lazy routes use them too), and a page fetched 23–27
            // scripts, six at a time on HTTP/1.1. Now everything the entry imports statically is
            // the entry's chunk, and the product cards and their parts (start page, listings,
            // product, search) are one chunk; the routes' own code still loads with the route.
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'], priority: 2 },
                // Only the components themselves: with their dependencies the chunk would take in
                // helpers (formatting) that pages without product cards then fetch it for.
                {
                  name: 'catalogue',
                  test: /ui[\\/]components[\\/]catalogue[\\/]/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}))
