import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { useHydrated } from '../../../ui/use-hydrated';
import { compareItemToggled } from '../compare-slice';

const Button = styled.button`
  /* Above the card's stretched title link (h3 a::after). */
  position: relative;
  z-index: 1;
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  padding: 0 12px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primaryHover};
    background: #e5edff;
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
