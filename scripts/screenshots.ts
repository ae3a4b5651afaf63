import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../e2e/support/chromium';

/**
 * `npm run screenshots -- [base URL] [path ...]`: full-page screenshots of each page template at
 * desktop and mobile widths, into e2e/artifacts/screenshots/, for looking at what we build.
 * Default base: the site `npm start` serves.
 */
const DEFAULT_PATHS = [
  '/',
  '/apps/',
  '/apps/crm/',
  '/apps/staff-top-picks/',
  '/partners/',
  '/partners/recommended/',
  '/developers/',
  '/saas-deals/',
  '/omnichannel-communication/',
  '/enhance-ecommerce/',
  '/search/',
  '/cart/anything',
  '/apps/no-such-app/',
  '/500/',
];
const WIDTHS = { desktop: 1366, mobile: 390 } as const;

async function main() {
  const [base = 'http://localhost:8000/marketplace/', ...rest] = process.argv.slice(2);
  const paths = rest.length ? rest : DEFAULT_PATHS;
  const out = path.resolve(__dirname, '../e2e/artifacts/screenshots');
  mkdirSync(out, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const [label, width] of Object.entries(WIDTHS)) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const sitePath of paths) {
        await page.goto(new URL(sitePath.replace(/^\//, ''), base).href, { waitUntil: 'networkidle' });
        // Scroll through once so lazy images below the fold are in the picture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const name = sitePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        const file = path.join(out, `${name}.${label}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
