import type { ComponentProps } from "react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { cn } from "@/lib/cn";

export const ToastProvider = ToastPrimitive.Provider;

/**
 * Toasts show at the top centre of the screen at every width (decision 076). The bottom right corner
 * (shadcn's default from `sm` up) is where a form's, a dialog's or the chat composer's next button
 * sits: a toast there blocked it for its 5 seconds.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      // Radix's default names the region in English ("Notifications (F8)").
      label="Avisos ({hotkey})"
      // A dialog that opens hides the rest of the page from assistive technology (Radix's
      // hideOthers), except elements with aria-live. Toasts shown while it was open, such as a
      // signing refusal, sat in a hidden list. Radix announces each toast itself, so "off" keeps the
      // list out of the hiding and announces nothing twice.
      aria-live="off"
      className={cn(
        "fixed top-0 left-1/2 z-[100] flex max-h-screen w-full -translate-x-1/2 flex-col-reverse p-4 md:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-5 pr-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0",
  {
    variants: {
      variant: {
        default: "border bg-background text-foreground",
        destructive: "destructive border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastVariant = VariantProps<typeof toastVariants>["variant"];

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      className={cn(
        "absolute top-2 right-2 rounded-md p-1 text-foreground/60 opacity-70 transition-opacity hover:text-foreground hover:opacity-100 focus:opacity-100 focus:ring-2 focus:outline-none group-[.destructive]:text-red-100",
        className,
      )}
      aria-label="Fechar"
      {...props}
    >
      <XIcon className="size-4" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  // Softened on white only: at 90 % on the destructive red the text fell to 4.37:1 (axe asks 4.5:1).
  return (
    <ToastPrimitive.Description
      className={cn("text-sm opacity-90 group-[.destructive]:opacity-100", className)}
      {...props}
    />
  );
}
