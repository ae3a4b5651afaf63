import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RootElement } from '../../../testing/site';
import { ScreenshotGallery } from './screenshot-gallery';

const shots = [
  { large: '/images/screenshots/a.svg', alt: 'Inbox' },
  { large: '/images/screenshots/b.svg', alt: 'Reports' },
  { large: '/images/screenshots/c.svg', alt: 'Settings' },
  { large: '/images/screenshots/d.svg', alt: '' },
];

function renderGallery(screenshots = shots) {
  return render(
    <RootElement>
      <ScreenshotGallery screenshots={screenshots} name="CartPulse" />
    </RootElement>,
  );
}

const picture = () => screen.getByRole('group', { name: /^Screenshot \d of \d$/ });
const currentAlt = () => picture().querySelector('img')?.getAttribute('alt');
const position = () => screen.getByText(/^\d of \d/).textContent;

describe('ScreenshotGallery', () => {
  it('is reachable with Tab and moves with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.tab();
    expect(picture()).toHaveFocus();
    expect(currentAlt()).toBe('Inbox');
    expect(position()).toBe('1 of 4: Inbox');

    await user.keyboard('{ArrowRight}');
    expect(currentAlt()).toBe('Reports');
    expect(picture()).toHaveAccessibleName('Screenshot 2 of 4');
    expect(position()).toBe('2 of 4: Reports');

    await user.keyboard('{End}');
    expect(currentAlt()).toBe('CartPulse screenshot 4');
    await user.keyboard('{ArrowRight}');
    expect(currentAlt()).toBe('Inbox');
    await user.keyboard('{ArrowLeft}');
    expect(currentAlt()).toBe('CartPulse screenshot 4');
    await user.keyboard('{Home}');
    expect(currentAlt()).toBe('Inbox');
    expect(picture()).toHaveFocus();
  });

  it('announces the position politely and marks the current thumbnail', async () => {
    const user = userEvent.setup();
    renderGallery();
    const live = screen.getByText(/^1 of 4/);
    expect(live).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Screenshot 3: Settings' }));
    expect(screen.getByRole('button', { name: 'Screenshot 3: Settings' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Screenshot 1: Inbox' })).toHaveAttribute('aria-current', 'false');
    expect(live).toHaveTextContent('3 of 4: Settings');
  });

  it('has Previous and Next buttons that work from the keyboard too', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Next screenshot' }));
    expect(currentAlt()).toBe('Reports');
    screen.getByRole('button', { name: 'Previous screenshot' }).focus();
    await user.keyboard('{Enter}');
    expect(currentAlt()).toBe('Inbox');
    // Arrow keys work wherever focus is inside the gallery.
    await user.keyboard('{ArrowLeft}');
    expect(currentAlt()).toBe('CartPulse screenshot 4');
  });

  it('leaves arrow keys with modifiers to the browser', () => {
    renderGallery();
    fireEvent.keyDown(picture(), { key: 'ArrowRight', altKey: true });
    expect(currentAlt()).toBe('Inbox');
  });

  it('shows a single screenshot without controls, and nothing without screenshots', () => {
    const { unmount } = renderGallery(shots.slice(0, 1));
    expect(currentAlt()).toBe('Inbox');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    const { container } = renderGallery([]);
    expect(container).toBeEmptyDOMElement();
  });
});

// jsdom has <dialog> but not its modal methods: just enough of them for the component.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('ScreenshotGallery: the large view', () => {
  const link = () => screen.getByRole('link', { name: /View larger/ });

  it('opens the current screenshot large from a click, moves with the arrows, and closes with Esc back to the picture', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Screenshot 2: Reports' }));
    await user.click(link());
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot 2 of 4' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Reports');
    expect(within(dialog).getByRole('button', { name: /Close/ })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Screenshot 3 of 4');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Settings');
    // The gallery behind does not move with the dialog's keys.
    expect(position()).toBe('2 of 4: Reports');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(dialog).toHaveAccessibleName('Screenshot 4 of 4');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(picture()).toHaveFocus();
    // The gallery shows the screenshot last seen large.
    expect(currentAlt()).toBe('CartPulse screenshot 4');
  });

  it('opens with Enter on the picture and closes with the visible Close button', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.tab();
    expect(picture()).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot 1 of 4' });
    await user.click(within(dialog).getByRole('button', { name: 'Next screenshot' }));
    expect(dialog).toHaveAccessibleName('Screenshot 2 of 4');
    await user.click(within(dialog).getByRole('button', { name: /Close/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(picture()).toHaveFocus();
    expect(currentAlt()).toBe('Reports');
  });

  it('links the picture to the image file under the site prefix, and leaves a modified click to the browser', async () => {
    renderGallery();
    expect(link()).toHaveAttribute('href', expect.stringMatching(/\/images\/screenshots\/a\.svg$/));
    expect(link()).toHaveAttribute('tabindex', '-1');
    // Seen after the page's handlers (and stopped there: jsdom cannot navigate).
    let leftToBrowser = false;
    const lastListener = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', lastListener);
    fireEvent.click(link(), { ctrlKey: true });
    window.removeEventListener('click', lastListener);
    await act(async () => undefined);
    expect(leftToBrowser).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a single screenshot large without Previous and Next', async () => {
    const user = userEvent.setup();
    renderGallery(shots.slice(0, 1));
    await user.click(link());
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot 1 of 1' });
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  });
});
