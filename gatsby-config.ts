import type { GatsbyConfig } from 'gatsby';
import { PATH_PREFIX } from './src/app/config';

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
    'gatsby-plugin-styled-components',
    {
      resolve: 'gatsby-plugin-offline',
      options: {
        // The client-only routes are shells; let the service worker fall back to the app shell for them.
        precachePages: ['/', '/apps/'],
      },
    },
  ],
};

export default config;
