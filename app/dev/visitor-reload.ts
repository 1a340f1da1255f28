// Development only (root.tsx renders it when import.meta.env.DEV): visitors' pages carry no React
// Router runtime, so they get no hot module replacement; this reloads them when a source, a style
// or the seed content changes (vite/visitor-reload.ts sends the event). Never built for production.
if (import.meta.hot) {
  import.meta.hot.on("lakeside:reload", () => window.location.reload());
}
