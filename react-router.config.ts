import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router v8's changes, each decided rather than left to a warning on every build: we keep
  // v7's behaviour until a change is tried with the whole test suite.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
