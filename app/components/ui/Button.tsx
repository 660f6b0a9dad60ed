import type { ReactNode } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import styles from "./ui.module.css";

export interface ButtonProps extends Omit<AriaButtonProps, "className" | "children"> {
  variant?: "primary" | "secondary" | "link";
  children: ReactNode;
  className?: string;
}

export function Button({ variant = "primary", className, children, ...rest }: ButtonProps) {
  return (
    <AriaButton {...rest} className={[styles.button, styles[variant], className].filter(Boolean).join(" ")}>
      {children}
    </AriaButton>
  );
}
