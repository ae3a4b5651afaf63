import path from 'node:path';
import { PATH_PREFIX } from '../src/core/config';
import { emitServingRules } from './serving/emit';

/**
 * `npm run serving-rules`: writes the serving rules of the build in public/ again (the build
 * writes them itself), e.g. after changing MARKETPLACE_FRAME_ANCESTORS for a deploy. An invalid
 * value stops here, with the reason.
 */
try {
  const root = path.resolve(__dirname, '..', 'public');
  const rules = emitServingRules(root, PATH_PREFIX);
  console.log(
    `serving-rules: ${Object.keys(rules.pages).length} pages, ${rules.clientOnly.length} client-only areas; ` +
      `frame-ancestors ${rules.csp.frameAncestors.join(' ')}; written to public/.serving/, public/_headers, public/_redirects`,
  );
} catch (error) {
  console.error(`serving-rules: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
