import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r("./src/web"),
  publicDir: r("./public"),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@shared": r("./src/shared"), "@web": r("./src/web") } },
  build: { outDir: r("./dist/web"), emptyOutDir: true, sourcemap: false, target: "es2022", manifest: true },
  // The API sees the page's own Host (changeOrigin off), so its same-origin check accepts the dev page's requests.
  server: { proxy: { "/api": { target: "http://127.0.0.1:3000", changeOrigin: false } } },
});
