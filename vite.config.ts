import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
// Files the config imports name their extension: Vite's native config loader will need it.
import { catalogSplit } from './scripts/catalog-split.ts'

/** The client entry (hydration) and the SSR entry (streaming render), both built from ui/. */
export const clientEntry = 'ui/entry-client.tsx'
export const serverEntry = 'ui/entry-server.tsx'

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
    react(),
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
        rollupOptions: { input: clientEntry },
      },
}))
