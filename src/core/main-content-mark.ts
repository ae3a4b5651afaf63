/**
 * On <html> once the browser has painted the page's main content before the site's scripts ran:
 * the search page's early script sets it when its first results are on screen. The shell's parts
 * then need not wait for the site's own first answer (core/main-content.ts). A file of its own,
 * without imports: the early script's bundle takes it as it is.
 */
export const MAIN_CONTENT_SHOWN_ATTRIBUTE = 'data-main-content-shown';
