import styled from 'styled-components';
import { buttonCss, type ButtonStyleProps } from '../../../ui/button-styles';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { useHydrated } from '../../../ui/use-hydrated';
import { compareItemToggled } from '../compare-slice';

/** The design system's secondary small button (buttonCss), pressed shown in the primary tint. */
const Button = styled.button.attrs<ButtonStyleProps>({ $variant: 'secondary', $size: 'sm' })`
  ${buttonCss}
  /* Above the card's stretched title link (h3 a::after). */
  position: relative;
  z-index: 1;
  align-self: flex-start;
  padding: 0 12px;
  &[aria-pressed='true'],
  &[aria-pressed='true']:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
    background: ${({ theme }) => theme.colors.primarySubtle};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  /* A check box drawn in CSS: empty when off, ticked when on. A background image, not generated
     content: text in ::before would become part of the button's accessible name. */
  &::before {
    content: '';
    width: 16px;
    height: 16px;
    flex: none;
    box-sizing: border-box;
    border: 2px solid currentColor;
    border-radius: 3px;
  }
  &[aria-pressed='true']::before {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E%3Cpath d='M1.5 5.2 4 7.5 8.5 2.5' fill='none' stroke='white' stroke-width='1.8'/%3E%3C/svg%3E")
      center / 10px no-repeat;
  }
`;

/**
 * Adds the app to the comparison or takes it out: a toggle button whose label stays
 * "Compare <name>" (WAI-ARIA: a toggle's label must not change with its state) while
 * aria-pressed and a ticked box show the state. A pick over the limit is refused and the compare
 * tray shows and announces why.
 */
export function CompareToggle({ slug, name }: { slug: string; name: string }) {
  const dispatch = useAppDispatch();
  const picked = useAppSelector((state) => state.compare.items.some((item) => item.slug === slug));
  // The server rendered it unpressed, and the stored selection may arrive before this hydrates.
  const pressed = useHydrated() && picked;
  return (
    <Button
      type="button"
      aria-pressed={pressed}
      data-compare-toggle={slug}
      onClick={() => dispatch(compareItemToggled({ slug, name }))}
    >
      Compare<span className="visually-hidden"> {name}</span>
    </Button>
  );
}
