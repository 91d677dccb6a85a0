import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function RadioGroup({
  className,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('flex flex-wrap gap-2', className)} {...props} />;
}

interface RadioCardProps extends ComponentProps<typeof RadioGroupPrimitive.Item> {
  label: ReactNode;
}

/** A radio drawn as a large tappable chip with its label inside (role radio, named by the label). */
export function RadioCard({ label, className, ...props }: RadioCardProps) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-left text-slate-800',
        'hover:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
        'data-[state=checked]:border-teal-700 data-[state=checked]:bg-teal-50 data-[state=checked]:font-semibold data-[state=checked]:text-teal-900',
        'disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-600',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400"
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-teal-700" />
      </span>
      {label}
    </RadioGroupPrimitive.Item>
  );
}
