import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 focus-visible:outline-teal-700',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200 focus-visible:outline-slate-500',
  outline:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-slate-500',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-slate-500',
  destructive: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
  warning: 'bg-amber-500 text-slate-950 hover:bg-amber-600 focus-visible:outline-amber-600',
} as const;

const sizes = {
  md: 'h-11 px-4 text-base',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-12 px-6 text-lg',
  icon: 'h-11 w-11',
} as const;

type ButtonVariant = keyof typeof variants;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a Link) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: keyof typeof sizes = 'md',
  className?: string,
) {
  return cn(
    'inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  asChild,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  if (asChild) return <Slot className={buttonClasses(variant, size, className)} {...props} />;
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
