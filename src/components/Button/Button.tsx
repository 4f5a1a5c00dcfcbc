import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import styles from "./Button.module.css";

/** The visual variants of docs/spec.md §9 ("Button variants"). */
export type ButtonVariant = "default" | "destructive" | "outline" | "secondary" | "ghost" | "link";
/** The sizes of docs/spec.md §9. `icon` is square and needs an accessible name (`aria-label`). */
export type ButtonSize = "default" | "sm" | "lg" | "icon";

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Use on dark bands: the default and outline variants invert their colours. */
  onDark?: boolean;
  className?: string;
}

const SIZE_CLASS: Record<ButtonSize, string | undefined> = {
  default: styles.sizeDefault,
  sm: styles.sizeSm,
  lg: styles.sizeLg,
  icon: styles.sizeIcon,
};

/** The class list of a button-styled element; exported for elements that are neither. */
export function buttonClassName({ variant = "default", size = "default", onDark = false, className }: ButtonStyleProps): string {
  return [styles.button, styles[variant], SIZE_CLASS[size], onDark ? styles.onDark : undefined, className]
    .filter(Boolean)
    .join(" ");
}

export type ButtonProps = ButtonStyleProps & ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * A `<button>` (type `button` unless given) in one of the variants and sizes of docs/spec.md §9.
 * Every state meets WCAG AA contrast (1.4.3) and is at least 44 px high (2.5.8 asks 24 px).
 */
export function Button({ variant, size, onDark, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, onDark, className })} {...rest} />;
}

export type ButtonLinkProps = ButtonStyleProps & Omit<LinkProps, "className"> & { children: ReactNode };

/** A link that looks like a button: for navigation (every call to action goes to /contact). */
export function ButtonLink({ variant, size, onDark, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, onDark, className })} {...rest} />;
}

export type ButtonAnchorProps = ButtonStyleProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className"> & { href: string; children: ReactNode };

/**
 * A plain `<a href>` that looks like a button: `ButtonLink` without React Router, for the
 * components an island renders (`src/islands/`; docs/decisions/041), where no router runs and
 * every link loads its page.
 */
export function ButtonAnchor({ variant, size, onDark, className, children, ...rest }: ButtonAnchorProps) {
  return (
    <a className={buttonClassName({ variant, size, onDark, className })} {...rest}>
      {children}
    </a>
  );
}
