import { imageAddress } from '../domain/images';

/** Image address for the running site: the §5 rules with this build's path prefix. */
export function assetUrl(src: string): string {
  return imageAddress(src, { pathPrefix: typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '' });
}
