import { availableParallelism } from 'node:os';
import type { GatsbyConfig } from 'gatsby';
import { PATH_PREFIX } from './src/core/config';
import { catalogueDir } from './sandbox/data-files';
import { applicationsFileBytes, buildCpuCount } from './src/build/build-workers';

// Read when Gatsby creates its worker pool (and starts the minifiers), which happens after this file loads.
// No heap limit for the workers: 512 MB saved ~160 MB of peak at 20,000 apps but cost ~40 s of CPU in collections.
process.env.GATSBY_CPU_COUNT = buildCpuCount(
  process.env,
  availableParallelism(),
  applicationsFileBytes(process.env, catalogueDir()),
);

const siteUrl = (process.env.GATSBY_SITE_URL || 'http://localhost:8000').replace(/\/+$/, '');

const config: GatsbyConfig = {
  pathPrefix: PATH_PREFIX,
  trailingSlash: 'always',
  siteMetadata: {
    title: 'Marketplace',
    description: 'Apps, services and partner experts for your live chat and help desk.',
    siteUrl,
  },
  graphqlTypegen: false,
  jsxRuntime: 'automatic',
  plugins: [
    {
      resolve: 'gatsby-plugin-styled-components',
      // Display names and file names add bytes to every styled component in production; pure
      // annotations let unused ones be dropped. Class names stay stable through componentId.
      options: { displayName: process.env.NODE_ENV !== 'production', fileName: false, pure: true },
    },
    {
      resolve: 'gatsby-plugin-offline',
      options: {
        // The client-only routes are shells; let the service worker fall back to the app shell for them.
        precachePages: ['/', '/apps/'],
        // Static routes the worker declares at install (images go past it, to the HTTP cache).
        appendScript: 'src/app/service-worker-routes.js', // read from the project's root, as gatsby build runs
      },
    },
  ],
};

export default config;
