import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Routes are discovered up front: the route list is small and known, and the lazy
  // manifest endpoint would be one more unauthenticated URL on the B2B sites.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
