import { renderToStaticMarkup } from 'react-dom/server';
import { withFirstInHead } from './head-order';

const markup = (components: ReturnType<typeof withFirstInHead>) => renderToStaticMarkup(<>{components}</>);

describe('withFirstInHead', () => {
  const head = [
    <style key="styled" />,
    <script key="hash-repair" />,
    <link key="icon" rel="icon" />,
    <script key="search-early" />,
    <link key="search-index" rel="preload" />,
  ];

  it('moves the named components to the start, in the order named, and keeps the rest in theirs', () => {
    const keys = withFirstInHead(head, ['hash-repair', 'search-index', 'search-early']).map(
      (component) => (component as { key: string }).key,
    );
    expect(keys).toEqual(['hash-repair', 'search-index', 'search-early', 'styled', 'icon']);
  });

  it('leaves the head as it was when none of the names is in it, and drops nothing', () => {
    const ordered = withFirstInHead(head, ['absent']);
    expect(markup(ordered)).toBe(markup(head));
  });

  it('keeps unkeyed components and strings, after the named ones', () => {
    const ordered = withFirstInHead(['text', <meta key="m" name="a" />, <link key="first" rel="x" />], ['first']);
    expect(markup(ordered)).toBe('<link rel="x"/>text<meta name="a"/>');
  });
});
