import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Pages built = page-data.json files under public/page-data: Gatsby writes exactly one per page
 * (404 and 500 included). sq/ holds static-query results and app-data.json is site-wide, so neither counts.
 */
export function countPages(publicDir: string): number {
  const root = path.join(publicDir, 'page-data');
  if (!existsSync(root)) return 0;
  let pages = 0;
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!(dir === root && entry.name === 'sq')) walk(path.join(dir, entry.name));
      } else if (entry.name === 'page-data.json') {
        pages++;
      }
    }
  };
  walk(root);
  return pages;
}
