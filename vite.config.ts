import { writeFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes `<build>/client-chunks.json` (beside client/, so it is never served): for every browser chunk, the npm
 * packages its modules come from and whether it holds any of our own code. The page JavaScript budget
 * (bench/page-javascript.ts: a public page's own code, beyond the framework every page shares) counts a chunk made
 * only of React, React DOM and React Router as the framework wherever Rolldown put it, e.g. React Router's
 * `<Link>`/`<Form>` code split into a route chunk.
 */
function chunkContents(): Plugin {
  return {
    name: "bonus-rehberi:chunk-contents",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const chunks: Record<
        string,
        {
          packages: string[];
          app: boolean;
          appModules: Record<string, number>;
          imports: string[];
          dynamicImports: string[];
        }
      > = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const packages = new Set<string>();
        const appModules: Record<string, number> = {};
        for (const id of output.moduleIds) {
          const file = id.replaceAll("\\", "/");
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
          if (match?.[1]) packages.add(match[1]);
          else if (!id.startsWith("\0")) {
            // Our own modules with the bytes each adds to the chunk (minified, before gzip): where a budget goes.
            appModules[path.relative(process.cwd(), file.split("?")[0] ?? file)] =
              output.modules[id]?.renderedLength ?? 0;
          }
        }
        const app = Object.keys(appModules).length > 0;
        // What the chunk imports, and loads with import() (parts fetched after the page's first scripts, checked by the
        // budget test).
        const imports = output.imports.map((file) => `/${file}`);
        const dynamicImports = output.dynamicImports.map((file) => `/${file}`);
        chunks[`/${output.fileName}`] = { packages: [...packages].sort(), app, appModules, imports, dynamicImports };
      }
      if (!options.dir) return;
      writeFileSync(path.join(options.dir, "..", "client-chunks.json"), `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

/**
 * The frame every public page loads (root, public layout, header, footer, splash ad, toasts, route errors, SEO and
 * path helpers) as one browser chunk instead of 16: each small file is gzipped on its own, and on the home page the
 * files' separate compression cost about 4 kB of the 10 kB budget. Only modules that every public
 * page loads belong here: whatever matches is loaded by every page that needs any of it. Their dependencies are not
 * pulled in (React stays in its own chunks). The icon, lazy image, sanitised HTML and rating badge (0.2–0.5 kB
 * each, used by nearly every public page) joined in issue #12's second round: as files of their own each cost
 * its page about 0.1 kB of gzip overhead; measured per route with bench/page-javascript.ts.
 */
const PUBLIC_FRAME =
  /\/app\/(root|routes\/public\/layout|components\/layout\/(site-header|site-footer|navigation-progress|scroll-manager|nav-links|nav-menu|route-error)|components\/ui\/toasts|features\/splash-ads\/(components\/splash-ad-overlay|splash-ad)|utils\/(seo|format|image-variants)|features\/(blog\/blog|casinos\/casino|promotions\/promotion|ranked-lists\/ranked-list)-paths|components\/ui\/(icon|lazy-image|sanitised-html|deferred)|features\/casinos\/components\/rating-badge)\.tsx?$/;

/**
 * Vite wraps every `import()` in the browser build in `__vitePreload`, which first adds `<link rel=modulepreload>`
 * for the imported chunk's own imports and its CSS: 0.8 kB gzipped on every page that has a lazy import, more than a
 * lazy part saves. This site has one stylesheet, loaded by the root, and its lazy chunks (the splash ad) import
 * only chunks the page has already loaded, so the wrapper just calls the import; a failure still rejects.
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";

function plainDynamicImport(): Plugin {
  const helper = PRELOAD_HELPER;
  return {
    name: "bonus-rehberi:plain-dynamic-import",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load: (id) => (id === helper ? "export const __vitePreload = (load) => load();" : null),
  };
}

/**
 * Rolldown requires this for a group with `includeDependenciesRecursively: false`: an entry chunk (a route module)
 * may export more than its own exports, which React Router's route modules still have.
 */
function allowEntryExtension(): Plugin {
  return {
    name: "bonus-rehberi:allow-entry-extension",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    options(options) {
      return { ...options, preserveEntrySignatures: "allow-extension" };
    },
  };
}

/**
 * React Router names every server entry after its `serverBuildFile` (index.js), so a second entry would be
 * `index2.js`. The production entry keeps its own name, `<build>/server/start.js`, which `npm start` runs.
 */
function serverEntryNames(): Plugin {
  return {
    name: "bonus-rehberi:server-entry-names",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions(options) {
      return { ...options, entryFileNames: (chunk) => (chunk.name === "start" ? "start.js" : "index.js") };
    },
  };
}

export default defineConfig({
  environments: {
    // The server bundle: our Hono app (index.js, which imports the React Router build: a custom server), and the
    // production entry that starts it (start.js, run by `npm start`: production runs compiled JavaScript, no
    // TypeScript loader).
    ssr: { build: { rolldownOptions: { input: { index: "./server/app.ts", start: "./server/start.ts" } } } },
    client: {
      build: {
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "public-frame",
                  // Vite's wrapper of import(), a one-liner here (plainDynamicImport): not worth a file of its own.
                  test: (id: string) => PUBLIC_FRAME.test(id) || id === PRELOAD_HELPER,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    chunkContents(),
    allowEntryExtension(),
    plainDynamicImport(),
    serverEntryNames(),
  ],
});
