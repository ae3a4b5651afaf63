import { forwardRef, useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { buttonCss, spinnerCss, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';

export type { ButtonSize, ButtonVariant } from './button-styles';

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonCss}
`;

/** A link (or Gatsby Link, `as={Link}`) that looks like a button: `$variant`, `$size`. */
export const LinkButton = styled.a<ButtonStyleProps>`
  ${buttonCss}
`;

const Spinner = styled.span`
  ${spinnerCss}
`;

/** The button and, under it, why it is disabled. */
const WithReason = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  max-width: 100%;
`;

const Reason = styled.span`
  font-size: ${({ theme }) => theme.type.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy with its action: disabled, aria-busy and a spinner beside the label (the name is kept). */
  pending?: boolean;
  /**
   * Why the button is disabled: shown as text beside it (not only a tooltip) and tied to it by
   * aria-describedby, so a screen reader reads it with the button. Given, it disables the button.
   */
  disabledReason?: ReactNode;
}

/** The design system's button: variants primary, secondary, quiet, danger; type="button" by default. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', pending = false, disabledReason, disabled, type = 'button', children, ...rest },
  ref,
) {
  const reasonId = useId();
  const hasReason = disabledReason != null && disabledReason !== false && disabledReason !== '';
  const describedBy = [rest['aria-describedby'], hasReason ? reasonId : null].filter(Boolean).join(' ') || undefined;
  const button = (
    <StyledButton
      {...rest}
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || pending || hasReason}
      aria-busy={pending || rest['aria-busy'] || undefined}
      aria-describedby={describedBy}
    >
      {pending && <Spinner aria-hidden="true" data-spinner />}
      {children}
    </StyledButton>
  );
  if (!hasReason) return button;
  return (
    <WithReason>
      {button}
      <Reason id={reasonId} data-disabled-reason>
        {disabledReason}
      </Reason>
    </WithReason>
  );
});
