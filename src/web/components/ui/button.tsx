import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2",
  {
    variants: {
      variant: {
        primary: "bg-plum text-white hover:bg-plum-dark",
        outline: "border border-plum text-plum bg-white hover:bg-blush",
        ghost: "text-plum hover:bg-blush",
        danger: "bg-danger text-white hover:opacity-90",
        link: "text-plum underline underline-offset-4 hover:text-plum-dark rounded-none",
      },
      size: { sm: "h-9 px-4 text-sm", md: "h-11 px-6 text-base", lg: "h-12 px-8 text-lg", icon: "h-10 w-10" },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
