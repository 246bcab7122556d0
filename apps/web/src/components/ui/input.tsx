import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { inputClassName } from "./input-classes";

export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(inputClassName, className)} {...props} />;
}
