import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useCloseOnBack } from '@/lib/use-close-on-back';

/** A controlled dialog that the phone's Back closes (lib/use-close-on-back.ts). */
export function Dialog({ open = false, onOpenChange, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  useCloseOnBack(open, () => onOpenChange?.(false));
  return <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} {...props} />;
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: string;
  description?: ReactNode;
  /** Buttons kept visible below the scrolling body. */
  footer?: ReactNode;
  /** 'xl': a table that wants a desk screen's width (the students import's preview). */
  size?: 'md' | 'lg' | 'xl';
};

/**
 * A modal that is a full-height sheet on a phone and a centred panel from `sm` up. The header and
 * footer stay put; the body scrolls. Focus is trapped by Radix.
 */
export function DialogContent({ title, description, footer, size = 'md', className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-0 z-50 flex flex-col bg-card text-foreground shadow-xl focus:outline-none',
          'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:border sm:border-border',
          size === 'xl' ? 'sm:max-w-2xl lg:max-w-5xl xl:max-w-6xl' : size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-lg',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="flex items-start gap-3 border-b border-border px-4 py-4 sm:px-6">
          <div className="min-w-0 flex-1">
            {/* At most three lines on a phone: a title with a 100-character name would take the screen's top third (its whole text stays the dialog's name). */}
            <DialogPrimitive.Title className="line-clamp-3 break-words text-lg font-semibold leading-tight sm:line-clamp-none">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            aria-label="Zamknij"
            className="-mr-2 -mt-1 grid size-11 shrink-0 cursor-pointer sm:size-10 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6 sm:py-5">{children}</div>
        {footer ? (
          <div
            data-dialog-footer=""
            className="flex flex-col-reverse gap-2 border-t border-border px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:px-6"
          >
            {footer}
          </div>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
