import { OTPInput, OTPInputContext } from 'input-otp';
import { type ComponentProps, useContext } from 'react';
import { cn } from '../lib/cn';

/** Pasted text keeps only its digits, so "123 456" or "Code: 123-456" fill the boxes. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

type InputOtpProps = Omit<ComponentProps<typeof OTPInput>, 'render' | 'children' | 'maxLength'> & {
  /** How many boxes (and digits). */
  length: number;
  /** Marks the boxes red and the input aria-invalid. */
  invalid?: boolean;
};

/**
 * A one-time code in single-digit boxes: typing moves to the next box, Backspace goes back, a paste fills them
 * all. It is one real input under the boxes (input-otp), so screen readers, password managers and the phone's
 * "from Messages" suggestion see a normal code field.
 */
export function InputOtp({ length, invalid, className, containerClassName, ...props }: InputOtpProps) {
  return (
    <OTPInput
      maxLength={length}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="^\d*$"
      pasteTransformer={digitsOnly}
      // A six-digit code is no password field: no room is kept for password managers' badges.
      pushPasswordManagerStrategy="none"
      aria-invalid={invalid || undefined}
      containerClassName={cn('flex items-center gap-2 has-disabled:opacity-60', containerClassName)}
      className={cn('disabled:cursor-not-allowed', className)}
      {...props}
    >
      {Array.from({ length }, (_, index) => (
        <OtpSlot key={index} index={index} invalid={invalid} />
      ))}
    </OTPInput>
  );
}

function OtpSlot({ index, invalid }: { index: number; invalid?: boolean }) {
  const { slots } = useContext(OTPInputContext);
  const { char, hasFakeCaret, isActive } = slots[index] ?? {};
  return (
    <div
      aria-hidden
      data-active={isActive || undefined}
      className={cn(
        'relative flex size-11 items-center justify-center rounded-control border border-border bg-background text-lg font-semibold text-foreground sm:size-12',
        'transition-[box-shadow,border-color] duration-150 ease-out',
        invalid && 'border-danger',
        isActive && 'z-10 border-focus ring-2 ring-focus ring-offset-2 ring-offset-background',
      )}
    >
      {char}
      {hasFakeCaret && (
        <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span className="h-5 w-px animate-pulse bg-foreground motion-reduce:animate-none" />
        </span>
      )}
    </div>
  );
}
