import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Parallel test runs can build side by side (BUILD_DIR=build-x); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
