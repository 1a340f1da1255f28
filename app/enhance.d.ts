declare module "*?enhance" {
  /** The URL of a part's enhancement script (see vite/enhance-scripts.ts). */
  const src: string;
  export default src;
}
