import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The client entry (hydration) and the SSR entry (streaming render), both built from ui/. */
export const clientEntry = 'ui/entry-client.tsx'
export const serverEntry = 'ui/entry-server.tsx'

/** One config for the client bundle, the SSR bundle (`vite build --ssr`) and the dev server. */
const preactClient = (command: string, isSsrBuild?: boolean) =>
  command === 'build' && !isSsrBuild && process.env['UI_RUNTIME'] !== 'react'

export default defineConfig(({ command, isSsrBuild }) => ({
  define: { 'import.meta.env.UI_PREACT': JSON.stringify(preactClient(command, isSsrBuild)) },
  // Spike (h-preact): the browser build runs on preact/compat; the SSR build and the dev server stay on React.
  resolve: preactClient(command, isSsrBuild)
    ? {
        alias: [
          { find: /^react$/, replacement: 'preact/compat' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
        ],
      }
    : {},
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
