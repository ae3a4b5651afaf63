import { stickyHeaderHeight } from './sticky-header';

describe('stickyHeaderHeight', () => {
  afterEach(() => document.body.replaceChildren());

  it('is the sticky header’s height, and 0 on a page without one (an embedded app page)', () => {
    expect(stickyHeaderHeight()).toBe(0);
    const header = document.createElement('header');
    header.setAttribute('data-sticky-header', '');
    header.getBoundingClientRect = () => ({ height: 90 }) as DOMRect;
    document.body.append(header);
    expect(stickyHeaderHeight()).toBe(90);
  });
});
