import { releasePageScripts } from '../../../build/page-scripts-hold';
import { runEarlySearch } from './early-search';

/**
 * The search page's early script: its own bundle (src/build/search-early-bundle.ts), added by the
 * page's head (src/build/search-early-script.ts) when the address has a query, with the index files
 * to read in its data-index attribute. Whatever happens, the site's scripts start after it.
 */
const indexPaths = (document.currentScript?.getAttribute('data-index') ?? '').split(',').filter(Boolean);
runEarlySearch({ indexPaths }).then(releasePageScripts, releasePageScripts);
