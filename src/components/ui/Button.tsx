import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'ghost';
}

/** react-aria Button with the house variants; `isPending` shows progress and keeps focus in place. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={`btn btn-${variant}${className ? ` ${className}` : ''}`} />;
}
