import { fireEvent, render, screen } from '@testing-library/react';
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
