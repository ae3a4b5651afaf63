import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import type { Browser } from 'playwright-core';
import { runChromium } from './chromium';

const ARTIFACTS = path.resolve(__dirname, '../artifacts');

/** One Chromium per spec file, shared as `browser`; a failing test leaves screenshots of its open pages. */
export default class BrowserEnvironment extends TestEnvironment {
  private browser: Browser | null = null;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
  }

  override async setup(): Promise<void> {
    await super.setup();
    this.browser = await runChromium();
    this.global.browser = this.browser;
  }

  override async teardown(): Promise<void> {
    await this.browser?.close();
    await super.teardown();
  }

  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'test_fn_failure' || !this.browser) return;
    mkdirSync(ARTIFACTS, { recursive: true });
    const name = `${event.test.parent.name} ${event.test.name}`.replace(/[^a-z0-9]+/gi, '-').slice(0, 120);
    const pages = this.browser.contexts().flatMap((context) => context.pages());
    await Promise.all(
      pages.map((page, index) =>
        page.screenshot({ path: path.join(ARTIFACTS, `${name}-${index}.png`), fullPage: true }).catch(() => undefined),
      ),
    );
    console.log(`e2e: screenshots of the failing test are in ${ARTIFACTS}`);
  }
}
