import { DropdownMenu, Popover, Select } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The card every dropdown, menu and popover opens into; `className` adds its width and padding. */
const PANEL_CLASS = 'z-50 rounded-xl border border-border bg-card shadow-lg';

/** A popover's panel, in a portal, just off its trigger and kept clear of the screen's edges. */
export function PopoverPanel({ className, ...props }: ComponentProps<typeof Popover.Content>) {
  return (
    <Popover.Portal>
      <Popover.Content sideOffset={6} collisionPadding={8} className={cn(PANEL_CLASS, className)} {...props} />
    </Popover.Portal>
  );
}

/** A dropdown menu's panel, placed as a popover's is. */
export function MenuPanel({ className, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content sideOffset={6} collisionPadding={8} className={cn(PANEL_CLASS, className)} {...props} />
    </DropdownMenu.Portal>
  );
}

/** A select's list of options, below its trigger (not over it, as a native select's would be). */
export function SelectPanel({ className, ...props }: ComponentProps<typeof Select.Content>) {
  return (
    <Select.Portal>
      <Select.Content position="popper" sideOffset={4} collisionPadding={8} className={cn(PANEL_CLASS, className)} {...props} />
    </Select.Portal>
  );
}
