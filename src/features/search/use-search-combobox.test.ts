import { act, renderHook } from '@testing-library/react';
import { navigate } from 'gatsby';
import { useSearchCombobox } from './use-search-combobox';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

/** The header box's keys, on a plain input (as the server renders it), through the hook alone. */
function setUp(hrefs: string[], typed = '') {
  const box = document.createElement('input');
  box.value = typed;
  document.body.append(box);
  box.focus();
  const onQuery = jest.fn();
  const input = { current: box };
  const hook = renderHook(() => useSearchCombobox(input, { hrefs, onQuery, optionId: (index) => `option-${index}` }));
  const press = (key: string) => act(() => void box.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true })));
  return { box, onQuery, hook, press };
}

beforeEach(() => {
  document.body.innerHTML = '';
  jest.mocked(navigate).mockClear();
});

describe('useSearchCombobox', () => {
  it('takes up what the box holds when it starts listening: keys typed while its code loaded are not lost', () => {
    // The popup reads the box when it first renders; a key pressed before its listeners are attached
    // changed the box without an input event they could hear.
    const { onQuery, hook } = setUp([], 'chat');
    expect(onQuery).toHaveBeenCalledWith('chat');
    expect(hook.result.current.open).toBe(true);
  });

  it('moves the active option with the arrows, wrapping at both ends, and names it on the box', () => {
    const { box, hook, press } = setUp(['/apps/a/', '/apps/b/', '/search/?q=a']);
    expect(hook.result.current.expanded).toBe(true);
    press('ArrowUp');
    expect(hook.result.current.active).toBe(2);
    expect(box.getAttribute('aria-activedescendant')).toBe('option-2');
    press('ArrowDown');
    expect(hook.result.current.active).toBe(0);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the active option with Enter, clearing the box', () => {
    const { box, onQuery, press } = setUp(['/apps/a/', '/apps/b/']);
    box.value = 'ap';
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(navigate).toHaveBeenCalledWith('/apps/b/');
    expect(box.value).toBe('');
    expect(onQuery).toHaveBeenLastCalledWith('');
  });

  it('goes to the search page for the typed query (cut at 256 characters) when no option is active', () => {
    const { box, press } = setUp([]);
    box.value = `crm ${'x'.repeat(400)}`;
    press('Enter');
    expect(navigate).toHaveBeenCalledWith(`/search/?q=crm+${'x'.repeat(252)}`);
  });

  it('clears and closes with Escape', () => {
    const { box, onQuery, hook, press } = setUp(['/apps/a/']);
    box.value = 'ap';
    press('ArrowDown');
    press('Escape');
    expect(box.value).toBe('');
    expect(onQuery).toHaveBeenLastCalledWith('');
    expect(hook.result.current).toMatchObject({ open: false, active: -1, expanded: false });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
  });
});
