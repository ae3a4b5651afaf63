import { imageAddress, siteEnvironmentOf } from '../domain/catalogue/images';
import { pathPrefix } from './site-path';

// Gatsby inlines GATSBY_* variables and NODE_ENV into the bundle, so this is fixed per build.
const environment = siteEnvironmentOf({ GATSBY_ENVIRONMENT: process.env.GATSBY_ENVIRONMENT, NODE_ENV: process.env.NODE_ENV });

/** Image address for the running site: the §5 rules with this build's path prefix and environment's CDN. */
export function assetUrl(src: string): string {
  return imageAddress(src, { pathPrefix: pathPrefix(), environment });
}
