import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../ui/theme';
import { FiltersFold } from './filters-fold';

/** A narrow screen, where the filters start folded. */
beforeEach(() => Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => ({ matches: true }) }));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('FiltersFold', () => {
  it('on a phone, starts folded and opens and closes on its summary without rendering the panel inside again', async () => {
    const user = userEvent.setup();
    const panelRenders = jest.fn();
    function Panel() {
      panelRenders();
      return <p>Panel</p>;
    }
    const foldRenders = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <Profiler id="fold" onRender={foldRenders}>
          <FiltersFold path="/apps/" count={2}>
            <Panel />
          </FiltersFold>
        </Profiler>
      </ThemeProvider>,
    );
    const details = screen.getByText('Filters (2)').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    const rendersFolded = panelRenders.mock.calls.length;
    const foldCommits = foldRenders.mock.calls.length;

    await user.click(screen.getByText('Filters (2)'));
    expect(details).toHaveAttribute('open');
    await user.click(screen.getByText('Filters (2)'));
    expect(details).not.toHaveAttribute('open');
    // The fold rendered its state; the panel, the listing's element, was left as it is.
    await waitFor(() => expect(foldRenders.mock.calls.length).toBeGreaterThan(foldCommits));
    expect(panelRenders).toHaveBeenCalledTimes(rendersFolded);
  });

  it('says no count when no filter is on', () => {
    render(
      <ThemeProvider theme={theme}>
        <FiltersFold path="/apps/" count={0}>
          <p>Panel</p>
        </FiltersFold>
      </ThemeProvider>,
    );
    expect(screen.getByText('Filters').tagName).toBe('SUMMARY');
  });
});
