import type { ButtonHTMLAttributes, ReactNode } from "react";
import styles from "./ui.module.css";

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children" | "disabled" | "onClick"> {
  variant?: "primary" | "secondary" | "link";
  children: ReactNode;
  className?: string;
  isDisabled?: boolean;
  onPress?: () => void;
}

/**
 * A plain HTML button with the storefront's looks. It is native on purpose: every page has
 * buttons, and a native one needs no script library (dialogs bring React Aria when opened).
 */
export function Button({ variant = "primary", className, children, isDisabled, onPress, type = "button", ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={isDisabled}
      onClick={onPress}
      className={[styles.button, styles[variant], className].filter(Boolean).join(" ")}
    >
      {children}
    </button>
  );
}
