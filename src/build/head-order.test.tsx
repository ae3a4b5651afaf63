import { renderToStaticMarkup } from 'react-dom/server';
import { downloadsFirst, PAGE_DATA_PRELOAD_KEY } from './head-order';

const head = [
  <style key="styled" data-styled="">
    {'.a{color:red}'}
  </style>,
  <script key="hash-repair" dangerouslySetInnerHTML={{ __html: 'repair()' }} />,
  <link key="icon" rel="icon" href="/favicon.svg" />,
  <link key="app-data" rel="preload" as="fetch" href="/app-data.json" />,
  <script key={PAGE_DATA_PRELOAD_KEY} dangerouslySetInnerHTML={{ __html: 'preloadPageData()' }} />,
  <link key="app.js" rel="preload" as="script" href="/app.js" />,
  <script key="preloads-at-paint" dangerouslySetInnerHTML={{ __html: 'atPaint()' }} />,
  <link key="shell.js" rel="preload" as="script" href="/shell.js" />,
  <title key="title">Apps</title>,
];

const keys = (components: ReturnType<typeof downloadsFirst>) => components.map((component) => (component as { key: string }).key);

describe('the head, downloads first', () => {
  it('puts the preloads and the page-data preload script before everything else, each group in its order', () => {
    expect(keys(downloadsFirst(head))).toEqual([
      'app-data',
      'page-data',
      'app.js',
      'shell.js',
      'styled',
      'hash-repair',
      'icon',
      'preloads-at-paint',
      'title',
    ]);
  });

  it('keeps every component, unchanged, and leaves a head without preloads as it was', () => {
    const ordered = downloadsFirst(head);
    expect(renderToStaticMarkup(<>{ordered}</>).length).toBe(renderToStaticMarkup(<>{head}</>).length);
    const noPreloads = head.filter((component) => component.props.rel !== 'preload' && component.key !== 'page-data');
    expect(downloadsFirst(noPreloads)).toEqual(noPreloads);
  });

  it('leaves strings, nulls and other scripts where they are relative to each other', () => {
    const mixed = ['text', null, <script key="other" />, <link key="p" rel="preload" href="/x.js" />];
    expect(downloadsFirst(mixed)).toEqual([mixed[3], 'text', null, mixed[2]]);
  });
});
