import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { enhanceScripts } from "./vite/enhance-scripts";
import { visitorReload } from "./vite/visitor-reload";
import { renderWorker } from "./vite/render-worker";
import { precompress } from "./vite/precompress";

export default defineConfig({
  plugins: [enhanceScripts(), visitorReload(), renderWorker(), tailwindcss(), reactRouter(), precompress()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      onwarn(warning, warn) {
        // Resource routes (APIs, sitemap, robots, health, sign-out) have no component, so React
        // Router's client chunk for each is empty by design: nothing to warn a newcomer about.
        if (warning.code === "EMPTY_BUNDLE") return;
        warn(warning);
      },
    },
  },
});
