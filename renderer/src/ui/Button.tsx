import type { ButtonHTMLAttributes, Ref } from 'react';

/** The one button system: what the button does decides its look. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'warn' | 'ghost' | 'ghost-danger';

/** The class names of a button look, for the rare control that must be another element (a file-picking label). */
export function buttonClass(variant: ButtonVariant = 'secondary', extra?: string): string {
  return `dk-btn dk-btn--${variant}${extra ? ` ${extra}` : ''}`;
}

/**
 * A button of the kit. `busy` disables it and tells assistive technology it is working
 * (the label says what is happening: the caller passes "Sending…" as children).
 */
export function Button({
  variant,
  busy = false,
  className,
  disabled,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  busy?: boolean;
  /** React 19 passes a ref as a prop: a screen moves focus back to the button after its form closes. */
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}
