import type { Page } from 'playwright-core';

/**
 * The visible controls still drawn as the browser draws them: the same appearance and border as a
 * fresh control of the kind in an unstyled document, and not in the site's font (for check boxes
 * and radio buttons, which show no text, the appearance and border alone). Described by tag, type,
 * name and the page region, so a failure says where to look.
 */
export async function unstyledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'position:fixed;left:-9999px;top:0;width:200px;height:200px;border:0;visibility:hidden';
    document.body.appendChild(frame);
    const blank = frame.contentDocument!;
    blank.open();
    blank.write('<!doctype html><html><body></body></html>');
    blank.close();
    const siteFont = getComputedStyle(document.body).fontFamily;
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('input, select, textarea, button');
    for (const control of controls) {
      const type = control instanceof HTMLInputElement ? control.type : '';
      if (type === 'hidden' || control.closest('[aria-hidden="true"]')) continue;
      const rect = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // Visually hidden controls (the stars' radios, skip links) are drawn by what labels them.
      if (rect.width <= 2 || rect.height <= 2 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const fresh = blank.createElement(control.tagName.toLowerCase()) as HTMLElement;
      if (type) fresh.setAttribute('type', type);
      blank.body.appendChild(fresh);
      const base = frame.contentWindow!.getComputedStyle(fresh);
      const same = (property: string) => style.getPropertyValue(property) === base.getPropertyValue(property);
      const defaultLook =
        style.appearance !== 'none' &&
        same('appearance') &&
        ['border-top-style', 'border-top-width', 'border-top-color'].every(same);
      const choice = type === 'checkbox' || type === 'radio';
      if (defaultLook && (choice || style.fontFamily !== siteFont)) {
        const name =
          control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent?.trim().slice(0, 30) ?? '';
        const region = control.closest('header, main, footer, dialog, aside, nav')?.tagName.toLowerCase() ?? 'page';
        found.push(`${control.tagName.toLowerCase()}${type ? `[type=${type}]` : ''} "${name}" in ${region}`);
      }
      fresh.remove();
    }
    frame.remove();
    return found;
  });
}
