import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { cardsToDraw, NOTHING_ON_SCREEN, screenfulOfCards, useScreenfulFirst } from './use-screenful-first';

describe('screenfulOfCards', () => {
  it('counts the cards of at least 300 × 240 px that a screen can hold', () => {
    expect(screenfulOfCards(390, 844)).toBe(4); // a phone: one column, two or three cards show
    expect(screenfulOfCards(360, 640)).toBe(3);
    expect(screenfulOfCards(768, 1024)).toBe(10);
    expect(screenfulOfCards(1280, 720)).toBe(12); // a desktop: a whole page of 12 results at once
  });

  it('is at least one card, however small the screen', () => {
    expect(screenfulOfCards(200, 100)).toBe(1);
    expect(screenfulOfCards(0, 0)).toBe(1);
  });
});

describe('cardsToDraw', () => {
  it('draws a screenful of an answer to another query than the one last drawn whole', () => {
    expect(cardsToDraw(12, 'zap', 'za', 4)).toBe(4);
    // The section's first answer (nothing was drawn).
    expect(cardsToDraw(12, 'zap', undefined, 4)).toBe(4);
  });

  it('draws the whole list when it is short, or more of the answer drawn whole (next page, another sort)', () => {
    expect(cardsToDraw(3, 'zap', 'za', 4)).toBe(3);
    expect(cardsToDraw(24, 'zap', 'zap', 4)).toBe(24);
  });
});

describe('useScreenfulFirst', () => {
  const { innerWidth, innerHeight } = window;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Object.assign(window, { innerWidth, innerHeight });
  });

  /** The number of cards each commit put on screen. */
  function renderList(screen: { width: number; height: number }) {
    Object.assign(window, { innerWidth: screen.width, innerHeight: screen.height });
    const commits: number[] = [];
    function List({ count, answers }: { count: number; answers: string | undefined }) {
      const drawn = useScreenfulFirst(count, answers);
      useLayoutEffect(() => {
        commits.push(drawn);
      });
      return <p>{drawn}</p>;
    }
    const view = render(<List count={0} answers={undefined} />);
    return {
      commits,
      answer: (count: number, answers: string) => act(() => view.rerender(<List count={count} answers={answers} />)),
      /** The browser paints a frame (an animation frame, then the tasks after it). */
      paint: () => act(() => jest.advanceTimersByTime(20)),
    };
  }

  it('on a phone, commits a new answer a screenful first and the rest once that has been painted', () => {
    const list = renderList({ width: 390, height: 844 });
    list.answer(12, 'chat');
    expect(list.commits).toEqual([0, 4]);
    list.paint();
    expect(list.commits).toEqual([0, 4, 12]);
    list.answer(12, 'zap');
    list.paint();
    expect(list.commits).toEqual([0, 4, 12, 4, 12]);
  });

  it('drops the rest of an answer that a newer one replaced before the paint', () => {
    const list = renderList({ width: 390, height: 844 });
    list.answer(12, 'za');
    list.answer(12, 'zap');
    list.paint();
    expect(list.commits).toEqual([0, 4, 4, 12]);
  });

  it('commits more of the answer drawn whole at once', () => {
    const list = renderList({ width: 390, height: 844 });
    list.answer(12, 'zap');
    list.paint();
    list.commits.length = 0;
    list.answer(24, 'zap');
    expect(list.commits).toEqual([24]);
    list.paint();
    expect(list.commits).toEqual([24]);
  });

  it('on a desktop screen, commits a whole page of results at once', () => {
    const list = renderList({ width: 1280, height: 720 });
    list.answer(12, 'chat');
    expect(list.commits).toEqual([0, 12]);
  });

  it('draws everything on its first render (hydration: as the server drew it)', () => {
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
    const commits: number[] = [];
    function List() {
      const drawn = useScreenfulFirst(12, 'chat');
      useLayoutEffect(() => {
        commits.push(drawn);
      });
      return null;
    }
    render(<List />);
    expect(commits).toEqual([12]);
  });

  /** The commits of a list whose first render is given `answers`, with `onScreen` saying what is on screen there. */
  function firstRender(answers: string, onScreen: () => string | undefined) {
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
    const commits: number[] = [];
    const asked: string[] = [];
    function List() {
      const drawn = useScreenfulFirst(12, answers, () => {
        asked.push(answers);
        return onScreen();
      });
      useLayoutEffect(() => {
        commits.push(drawn);
      });
      return null;
    }
    const view = render(<List />);
    return { commits, asked, rerender: () => act(() => view.rerender(<List />)) };
  }

  it('takes over the answer already on screen whole on its first render (the early results, card for card)', () => {
    const list = firstRender('chat', () => 'chat');
    expect(list.commits).toEqual([12]);
  });

  it('draws another answer than the one on screen a screenful first, from its first render (typed before the page mounted)', () => {
    const list = firstRender('zap', () => 'chat');
    expect(list.commits).toEqual([4]);
    act(() => jest.advanceTimersByTime(20));
    expect(list.commits).toEqual([4, 12]);
  });

  it('with nothing on screen, draws its first answer a screenful first; it asks what is on screen once', () => {
    const list = firstRender('zap', NOTHING_ON_SCREEN);
    list.rerender();
    act(() => jest.advanceTimersByTime(20));
    expect(list.commits).toEqual([4, 4, 12]);
    expect(list.asked).toEqual(['zap']);
  });
});
