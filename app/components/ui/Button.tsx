import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import styles from "./ui.module.css";

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children" | "disabled" | "onClick"> {
  variant?: "primary" | "secondary" | "link";
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
  className?: string;
  isDisabled?: boolean;
  /**
   * Disabled but still focusable (aria-disabled, clicks ignored): for a button that turns
   * disabled while it has the focus (after it was pressed), so the focus stays on it.
   */
  focusableWhenDisabled?: boolean;
  onPress?: () => void;
}

/**
 * A plain HTML button with the storefront's looks. It is native on purpose: every page has
 * buttons, and a native one needs no script library (dialogs bring React Aria when opened).
 */
export function Button({ variant = "primary", className, children, isDisabled, focusableWhenDisabled = false, onPress, type = "button", ...rest }: ButtonProps) {
  const soft = focusableWhenDisabled && isDisabled;
  return (
    <button
      {...rest}
      type={type}
      disabled={soft ? undefined : isDisabled}
      aria-disabled={soft || undefined}
      onClick={
        soft
          ? (e) => {
              e.preventDefault();
            }
          : onPress
      }
      className={[styles.button, styles[variant], className].filter(Boolean).join(" ")}
    >
      {children}
    </button>
  );
}
